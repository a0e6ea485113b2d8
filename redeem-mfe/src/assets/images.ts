/**
 * The redeem flow's own pictures, as inline SVG data URIs: the present box, and the pictures of
 * the built-in sample categories (the load-failure fallback), so it shows pictures even when
 * nothing else loads.
 */

function svg(body: string, viewBox = '0 0 160 120'): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`,
  )}`;
}

export const presentBoxImage = svg(
  `<rect x="22" y="58" width="116" height="78" rx="8" fill="#0b6e4f"/>
   <rect x="14" y="40" width="132" height="26" rx="6" fill="#12936a"/>
   <rect x="72" y="40" width="16" height="96" fill="#fde68a"/>
   <path d="M80 40 C60 10 30 18 44 36 C50 42 66 42 80 40 Z" fill="#c2410c"/>
   <path d="M80 40 C100 10 130 18 116 36 C110 42 94 42 80 40 Z" fill="#c2410c"/>
   <circle cx="80" cy="40" r="8" fill="#fde68a"/>`,
  '0 0 160 150',
);

export const funIdeasImage = svg(
  `<circle cx="80" cy="54" r="34" fill="#fde68a" stroke="#c2410c" stroke-width="4"/>
   <rect x="66" y="88" width="28" height="18" rx="4" fill="#9aa5b1"/>
   <path d="M70 60 Q80 72 90 60" stroke="#3b2f00" stroke-width="4" fill="none" stroke-linecap="round"/>
   <circle cx="70" cy="46" r="4" fill="#3b2f00"/><circle cx="90" cy="46" r="4" fill="#3b2f00"/>
   <path d="M80 8 v8 M36 20 l6 6 M124 20 l-6 6 M24 56 h8 M128 56 h8" stroke="#c2410c" stroke-width="4" stroke-linecap="round"/>`,
);

export const animalsImage = svg(
  `<rect width="160" height="120" fill="#ecfdf3"/>
   <ellipse cx="80" cy="78" rx="26" ry="22" fill="#c2410c"/>
   <ellipse cx="48" cy="48" rx="11" ry="14" fill="#c2410c"/><ellipse cx="70" cy="34" rx="11" ry="14" fill="#c2410c"/>
   <ellipse cx="92" cy="34" rx="11" ry="14" fill="#c2410c"/><ellipse cx="114" cy="48" rx="11" ry="14" fill="#c2410c"/>`,
);

export const childrenImage = svg(
  `<rect width="160" height="120" fill="#fdfaf4"/>
   <circle cx="58" cy="40" r="14" fill="#0b6e4f"/><path d="M36 100 q22 -50 44 0 z" fill="#0b6e4f"/>
   <circle cx="104" cy="46" r="12" fill="#c2410c"/><path d="M86 100 q18 -42 36 0 z" fill="#c2410c"/>
   <path d="M72 74 h18" stroke="#1f2933" stroke-width="4" stroke-linecap="round"/>`,
);

export const peaceImage = svg(
  `<rect width="160" height="120" fill="#eff6ff"/>
   <circle cx="80" cy="60" r="40" fill="none" stroke="#1d4ed8" stroke-width="8"/>
   <path d="M80 20 v80 M80 60 L52 88 M80 60 L108 88" stroke="#1d4ed8" stroke-width="8" stroke-linecap="round"/>`,
);

export const environmentImage = svg(
  `<rect width="160" height="120" fill="#ecfdf3"/>
   <circle cx="80" cy="60" r="42" fill="#1d4ed8"/>
   <path d="M52 40 q14 -8 22 4 q6 12 -6 18 q-12 4 -10 18 q-10 -8 -12 -20 q-2 -12 6 -20 z M96 72 q12 -6 18 6 q-4 14 -18 16 q-8 -10 0 -22 z" fill="#12936a"/>`,
);

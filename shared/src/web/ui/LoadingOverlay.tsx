/**
 * Spec section 2: a loading overlay with a spinner (shown while card types load). `inline` shows
 * the same spinner in place, without covering the rest of the page.
 */
export function LoadingOverlay({ label = 'loading', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'lg-loading-inline' : 'lg-loading-overlay'} role="status" aria-live="polite">
      <div className="lg-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * The e-card's card: the design package's drawing of the card's front (its design, its art, the
 * greeting at the printed size), and the cover's opening (900 ms, none under reduced motion).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CARD_ART_URLS } from '@littlegivers/shared/web/card-art-urls';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ecardCard } from '../../../test/fixtures';
import { EcardCard } from './EcardCard';

/** The remote's stylesheet as shipped (jsdom applies no CSS: the motion rules are read from it). */
const redeemCss = readFileSync(path.join(process.cwd(), 'src', 'redeem.css'), 'utf8').replace(/\s+/g, ' ');

/** The e-card of the page's contract (a $20 gift from Grandma to Ava, sent to Pat). */
const view = ecardCard;

describe('the e-card', () => {
  it("draws the purchaser's own words at the printed size for their length, in the card's design", () => {
    const header = 'To the kindest grandchild in the whole wide world, with all my love';
    render(
      <EcardCard view={{ ...view, designKey: 'holidays', greeting: { header, lines: [] }, greetingCustom: true }} />,
    );
    const drawing = within(screen.getByRole('figure', { name: 'the card' })).getByRole('img', {
      name: `card: ${header}`,
    });
    expect(drawing).toHaveAttribute('data-design', 'holidays');
    const art = [...drawing.querySelectorAll('image')].map((image) => image.getAttribute('href'));
    expect(art.length).toBeGreaterThan(0);
    expect(art).not.toContain(CARD_ART_URLS['birthday-cake']);
    expect(drawing.querySelector('text')).toHaveAttribute('font-size', '20');
  });

  it('draws a chosen greeting at 32 pt, also from an API that does not say whether it is custom', () => {
    render(<EcardCard view={view} />);
    expect(
      screen.getByRole('img', { name: 'card: Happy birthday, Ava! love, Grandma' }).querySelector('text'),
    ).toHaveAttribute('font-size', '32');
  });

  it('opens its cover in 900 ms, and shows the card open at once under reduced motion', () => {
    render(<EcardCard view={view} />);
    expect(screen.getByRole('figure', { name: 'the card' }).querySelector('.ecard-card__cover')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(redeemCss).toMatch(/\.ecard-card__cover \{[^}]*animation: ecard-open 900ms/);
    expect(redeemCss).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{ \.ecard-card__cover \{ animation: none; display: none; \} \}/,
    );
  });
});

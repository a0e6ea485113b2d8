import {
  CARD_DOWNLOAD_TTL_DAYS,
  cardDownloadUrl,
  DEFAULT_PAPER,
  type Paper,
} from '@littlegivers/shared/contract/schemas/card-download';
import { useId, useState } from 'react';

const PAPERS: readonly { key: Paper; name: string; hint: string }[] = [
  { key: 'letter', name: 'Letter', hint: '8.5 × 11 in' },
  { key: 'a4', name: 'A4', hint: '210 × 297 mm' },
];

/**
 * A print-at-home card's PDF, straight from the server's secret download link: a paper size
 * (Letter or A4, a radio group) and a real link, so it also opens in a new tab or saves as a file.
 */
export function CardDownload({ url }: { url: string }) {
  const id = useId();
  const [paper, setPaper] = useState<Paper>(DEFAULT_PAPER);
  return (
    <section className="gift-download" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gift-download__title">
        your card, ready to print
      </h2>
      <fieldset className="gift-download__papers">
        <legend>paper</legend>
        {PAPERS.map((option) => (
          <label key={option.key} className="lg-amount-choice">
            <input
              type="radio"
              name={`${id}-paper`}
              value={option.key}
              checked={paper === option.key}
              onChange={() => setPaper(option.key)}
            />
            <span>
              {option.name} <span className="gift-download__hint">({option.hint})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <a className="lg-button gift-download__link" href={cardDownloadUrl(url, paper)} download>
        download your card (PDF)
      </a>
      <p className="gift-download__note">
        Print it at full size, then cut and fold along the marks. The link works for {CARD_DOWNLOAD_TTL_DAYS} days; keep
        the PDF somewhere safe, as the code on it is the gift.
      </p>
    </section>
  );
}

import { linkedArt, tokenSvgWith } from '@littlegivers/design';
import { CARD_ART_URLS } from '@littlegivers/shared/web/card-art-urls';
import { Fragment, useMemo } from 'react';

const drawArt = linkedArt((art) => CARD_ART_URLS[art]);

/**
 * The code on the e-card page: the keepsake token as the design package draws it (the printed
 * card's token, two groups a line), and the code again as text to read aloud or copy, each group
 * kept whole (a line breaks only between groups, at any width).
 */
export function EcardToken({ code }: { code: string }) {
  const svg = useMemo(() => tokenSvgWith({ code }, drawArt), [code]);
  const groups = code.split('-');
  return (
    <figure className="ecard-token" aria-labelledby="ecard-token-code">
      <div
        className="ecard-token__art"
        aria-hidden="true"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's own SVG, every text escaped
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption id="ecard-token-code" className="ecard-token__code" data-testid="ecard-code">
        {groups.map((group, index) => (
          <Fragment key={`${index}-${group}`}>
            <span className="ecard-token__group">
              {group}
              {index < groups.length - 1 ? '-' : ''}
            </span>
            {index < groups.length - 1 ? <wbr /> : null}
          </Fragment>
        ))}
      </figcaption>
    </figure>
  );
}

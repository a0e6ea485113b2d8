import { useEffect, useState } from 'react';
import type { SampleDrawing } from './sample-drawing';

/**
 * The printed card and the keepsake token beside the home page's lead. The figure keeps its size
 * (`aspect-ratio` in shell.css) while the drawing's chunk loads, so nothing moves when it appears;
 * if the chunk cannot load, the hero simply has no picture.
 */
export function SampleCard() {
  const [drawing, setDrawing] = useState<SampleDrawing | null>(null);
  useEffect(() => {
    let shown = true;
    import(/* webpackChunkName: "sample-card" */ './sample-drawing')
      .then(({ drawSample }) => shown && setDrawing(drawSample()))
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  return (
    <figure className="sample-card home-hero__card" aria-hidden={drawing ? undefined : true}>
      {drawing ? (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's SVG, every text escaped */}
          <div className="sample-card__card" dangerouslySetInnerHTML={{ __html: drawing.card }} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the design package's SVG, every text escaped */}
          <div className="sample-card__token" dangerouslySetInnerHTML={{ __html: drawing.token }} />
          <figcaption className="sample-card__caption">
            the printed card, and the keepsake token with its secret code
          </figcaption>
        </>
      ) : null}
    </figure>
  );
}

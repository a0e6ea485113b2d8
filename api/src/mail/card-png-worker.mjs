// The card's PNG is drawn here, on a worker thread: resvg rasterizes and encodes (the encoding
// alone is about 10 ms a card), so the API's event loop never waits on it. Plain JavaScript, so
// it loads the same under tsx, vitest and node. Messages: { id, svg, options } in, { id, png } or
// { id, error } out (mail/card-image.ts).
import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

parentPort?.on('message', ({ id, svg, options }) => {
  try {
    const png = new Resvg(svg, options).render().asPng();
    parentPort?.postMessage({ id, png });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

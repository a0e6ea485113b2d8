/**
 * Imported first by server.ts: the API runs React's production build (the mail templates) unless
 * NODE_ENV says otherwise. Left unset, React picked its development build, whose per-element
 * checks and owner stacks made a receipt's HTML take about twice as long to render.
 */
process.env.NODE_ENV ??= 'production';

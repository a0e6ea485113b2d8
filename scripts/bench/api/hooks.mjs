// Module resolution hooks for the benchmark's API process (see register.mjs).
const shims = {
  fastify: new URL('./fastify-shim.mjs', import.meta.url).href,
  '@fastify/rate-limit': new URL('./rate-limit-shim.mjs', import.meta.url).href,
};

export async function resolve(specifier, context, next) {
  const shim = shims[specifier];
  if (shim && context.parentURL && /\/api\/src\//.test(context.parentURL)) {
    return { url: shim, shortCircuit: true };
  }
  return next(specifier, context);
}

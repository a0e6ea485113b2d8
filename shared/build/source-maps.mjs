// Where a production build's source maps are kept: beside its deployable folder, never in it
// (`shell/dist` → `shell/dist-maps`). The build writes them there (rspack.mjs); error reporting
// and the profiler (scripts/bench/profile.mjs) read them there; nothing serves them.
import path from 'node:path';

/** The source maps folder of the build in `outputPath`. */
export function sourceMapsDirOf(outputPath) {
  return `${path.resolve(outputPath)}-maps`;
}

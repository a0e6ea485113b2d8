/**
 * Which build of each remote this page load uses (the canary: shared/src/web/remote-builds.ts).
 * The choice is made once per remote and page load, the same for the early start (boot.js) and the
 * federation runtime (main.js): both entries share this module. A candidate that fails to load is
 * dropped for the current build (`dropCandidate`), for the rest of the page load.
 */
import { type ChosenBuild, chooseBuild, visitorBucket } from '@littlegivers/shared/web/remote-builds';
import type { RemoteLocation, RemoteName } from '@littlegivers/shared/web/runtime-config';

let bucket: number | null = null;
const chosen = new Map<RemoteName, ChosenBuild>();

/** The build of `remote` this page load uses, given where the runtime config says it is. */
export function buildFor(remote: RemoteName, location: RemoteLocation): ChosenBuild {
  let choice = chosen.get(remote);
  if (!choice) {
    bucket ??= visitorBucket();
    choice = chooseBuild(location, bucket);
    chosen.set(remote, choice);
  }
  return choice;
}

/**
 * Switches `remote` from its candidate build to the current one; false when it was on the current
 * build already (nothing to fall back to).
 */
export function dropCandidate(remote: RemoteName): boolean {
  const choice = chosen.get(remote);
  if (!choice?.fallback) return false;
  console.warn(`[shell] the ${remote} candidate build ${choice.build.id} did not load; using ${choice.fallback.id}`);
  chosen.set(remote, { build: choice.fallback, fallback: null });
  return true;
}

/**
 * Forgets the choices (not the visitor's bucket): the validated runtime config is the one that
 * counts, whatever boot.js read before it.
 */
export function resetBuildChoices(): void {
  chosen.clear();
}

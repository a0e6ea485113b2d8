/**
 * A remote's entry, read from its manifest once the manifest has passed the shell contract check.
 * The federation runtime is built without its own manifest support (no snapshot plugin:
 * shared/build/rspack.mjs), so it is given entries, never manifests; the manifest is read here,
 * once per build: the early start's response where it has one (fetched beside main.js), else
 * fetched here, with two more attempts a second apart.
 */
import { contractCompatibility, shellContractVersion } from '@littlegivers/shared/web/shell-contract';
import { type EarlyStart, earlyStart } from '../early-start/early-start';
import { entryUrlOf, type RemoteManifest } from '../remote-manifest';
import { withRetries } from '../with-retries';

/** A remote whose manifest names a shell contract this shell does not provide. */
export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
}

/** What a remote's build writes into its manifest about itself (shared/build/rspack.mjs). */
interface ManifestReleaseInfo {
  littlegivers?: { shellContract?: string; build?: string };
}

/** Delays before the second and third attempt at a manifest. */
const retryDelaysMs = [1000, 1000];

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) throw new Error(`${url}: the manifest did not load`);
  return response;
}

/** The manifest's response: the early start's if it succeeded, else up to three requests of its own. */
async function manifestResponse(url: string, early: EarlyStart): Promise<Response> {
  const earlyAnswer = early.takeEarlyManifest(url);
  const reused = earlyAnswer ? await earlyAnswer.then((answer) => (answer.ok ? answer : null)).catch(() => null) : null;
  return reused ?? withRetries(() => fetchOk(url), retryDelaysMs);
}

/**
 * The entry of the build whose manifest is at `manifestUrl`, when the build implements a contract
 * this shell provides (shared/src/web/shell-contract.ts: the same major); a RemoteContractError
 * when not, so the remote is never run: the screen shows its fallback instead.
 */
export async function remoteEntryUrl(
  manifestUrl: string,
  shellContract: string = shellContractVersion,
  early: EarlyStart = earlyStart,
): Promise<string> {
  const response = await manifestResponse(manifestUrl, early);
  let manifest: (RemoteManifest & ManifestReleaseInfo) | null;
  try {
    manifest = (await response.json()) as (RemoteManifest & ManifestReleaseInfo) | null;
  } catch {
    throw new Error(`${manifestUrl}: not a manifest`);
  }
  if (!manifest?.metaData?.remoteEntry) throw new Error(`${manifestUrl}: not a manifest`);
  const verdict = contractCompatibility(shellContract, manifest.littlegivers?.shellContract);
  if (!verdict.compatible) throw new RemoteContractError(`${manifestUrl}: ${verdict.reason}`);
  return entryUrlOf(manifest, manifestUrl);
}

/**
 * A remote's entry, read from its manifest once the manifest has passed the shell contract check.
 * The federation runtime is built without its own manifest support (no snapshot plugin:
 * shared/build/rspack.mjs), so it is given entries, never manifests; the manifest is read here,
 * once per build: as the early start read it where it did (fetched and parsed beside main.js), else
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

/** The manifest: the early start's if it read one, else read from up to three requests of its own. */
async function readManifest(url: string, early: EarlyStart): Promise<unknown> {
  const reused = await early.takeEarlyManifest(url);
  if (reused) return reused;
  const response = await withRetries(() => fetchOk(url), retryDelaysMs);
  try {
    return await response.json();
  } catch {
    throw new Error(`${url}: not a manifest`);
  }
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
  const manifest = (await readManifest(manifestUrl, early)) as (RemoteManifest & ManifestReleaseInfo) | null;
  if (!manifest?.metaData?.remoteEntry) throw new Error(`${manifestUrl}: not a manifest`);
  const verdict = contractCompatibility(shellContract, manifest.littlegivers?.shellContract);
  if (!verdict.compatible) throw new RemoteContractError(`${manifestUrl}: ${verdict.reason}`);
  return entryUrlOf(manifest, manifestUrl);
}

// Which build of a remote a visitor gets (the canary), with no zod: the shell's 1 KB boot script
// imports this. The shape of a remote's entry in the runtime config is defined once, in
// ./runtime-config-schema.ts (`remoteLocationSchema`); its types come through ./runtime-config.
import type { RemoteLocation } from './runtime-config';

/** The scripts and styles one exposed screen or shared library loads first (absolute URLs). */
export interface AssetList {
  js: string[];
  css: string[];
}

/**
 * One build of a remote, as the runtime config names it; `entry` and `assets` (its first screens'
 * files, read from its manifest when the config was written) where the config carries them.
 */
export interface RemoteBuild {
  id: string;
  manifest: string;
  entry?: string | undefined;
  assets?: { screens: Record<string, AssetList>; shared: Record<string, AssetList> } | undefined;
}

/** The build a visitor is given, and the one to fall back to if it does not load. */
export interface ChosenBuild {
  build: RemoteBuild;
  /** The current build when `build` is the candidate; null when `build` is the current one. */
  fallback: RemoteBuild | null;
}

/** The id a remote's single-URL entry gets. */
export const singleBuildId = 'current';

/**
 * The build a visitor in `bucket` (0-99, `visitorBucket`) gets: the candidate when the visitor's
 * bucket is below its share (share 0: nobody, 100: everybody, 50: buckets 0-49), else the current.
 */
export function chooseBuild(location: RemoteLocation, bucket: number): ChosenBuild {
  if (typeof location === 'string') return { build: { id: singleBuildId, manifest: location }, fallback: null };
  const { current, candidate } = location;
  if (candidate && bucket < candidate.share) {
    const { share: _share, ...build } = candidate;
    return { build, fallback: current };
  }
  return { build: current, fallback: null };
}

/** Every manifest URL an entry names (the page's Content-Security-Policy allows their origins). */
export function manifestUrls(location: RemoteLocation): string[] {
  if (typeof location === 'string') return [location];
  return [location.current.manifest, ...(location.candidate ? [location.candidate.manifest] : [])];
}

/** The localStorage key of the visitor's bucket. */
export const bucketKey = 'lg-build-bucket';

/**
 * The visitor's bucket, 0-99: a random number drawn on the first visit and kept in localStorage,
 * so a visitor keeps the build they got (no cookie, nothing about the person). Where storage is
 * unavailable, a fresh draw for this page load.
 */
export function visitorBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull()): number {
  const stored = Number(storage?.getItem(bucketKey) ?? Number.NaN);
  if (Number.isInteger(stored) && stored >= 0 && stored < 100) return stored;
  const drawn = Math.floor(Math.random() * 100);
  try {
    storage?.setItem(bucketKey, String(drawn));
  } catch {
    // Storage full or refused: the draw holds for this page load.
  }
  return drawn;
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

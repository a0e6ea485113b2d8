/**
 * The versioned contract between the shell (the host) and the remotes. It covers:
 * - the modules each remote exposes and their props: `remoteModules` (./remote-modules.ts), each a
 *   screen component with no required props;
 * - the bus events and their payloads: the exports of ./bus.ts, a federation singleton, so a remote
 *   uses the shell's copy of it (`busExports` lists them);
 * - the runtime-config fields a remote reads from the bus (`runtimeConfigFields`).
 *
 * The version is semver, in shell-contract.json (plain JSON, so that the remotes' build writes it
 * into each mf-manifest.json and `pnpm can-i-deploy` reads it at any commit):
 * - MAJOR: something either side relies on is removed or changes meaning (an exposed module renamed,
 *   a required prop, a bus export removed or its payload changed, a config field removed). A shell
 *   refuses a remote of another major: the remote's fallback screen shows, never a broken page.
 * - MINOR: an addition (a new exposed module, bus export, optional payload field or config field).
 *   Within a major each side treats the other's additions as optional, so a remote and a shell of
 *   different minors work together.
 * - PATCH: wording of the contract's documentation; nothing either side could observe.
 * docs/releasing.md says how a change moves from one version to the next.
 */
import contract from './shell-contract.json';

/** The contract version this commit's shell provides and its remotes implement. */
export const shellContractVersion: string = contract.version;

/** The names ./bus.ts exports (each a part of the contract; shell-contract.test.ts checks the list). */
export const busExports: readonly string[] = contract.busExports;

/** The runtime-config fields a remote may read from `$runtimeConfig` (the test checks the remotes' code). */
export const runtimeConfigFields: readonly string[] = contract.runtimeConfigFields;

/**
 * The version a remote implements when its manifest names none: the contract as it stood when the
 * version was introduced (remotes built before then are of this major).
 */
export const unversionedContract = '1.0.0';

interface Version {
  major: number;
  minor: number;
  patch: number;
}

/** `major.minor.patch` (nothing else), or null. */
export function parseContractVersion(version: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export type Compatibility = { compatible: true } | { compatible: false; reason: string };

/**
 * Whether a shell providing contract `shell` can render a remote implementing `remote` (undefined:
 * an unversioned remote, see `unversionedContract`): the same major, whatever the minors.
 */
export function contractCompatibility(shell: string, remote: string | undefined): Compatibility {
  const provided = parseContractVersion(shell);
  const implemented = parseContractVersion(remote ?? unversionedContract);
  if (!provided)
    return { compatible: false, reason: `the shell's contract version "${shell}" is not major.minor.patch` };
  if (!implemented)
    return { compatible: false, reason: `the remote's contract version "${remote}" is not major.minor.patch` };
  if (provided.major !== implemented.major)
    return {
      compatible: false,
      reason: `the remote implements contract ${remote ?? unversionedContract} (major ${implemented.major}); the shell provides ${shell} (major ${provided.major})`,
    };
  return { compatible: true };
}

import { contractCompatibility, shellContractVersion } from '@littlegivers/shared/web/shell-contract';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote whose manifest names a shell contract this shell does not provide. */
export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
}

/** What a remote's build writes into its manifest about itself (shared/build/rspack.mjs). */
interface ManifestReleaseInfo {
  littlegivers?: { shellContract?: string; build?: string };
}

/**
 * Resolves to the manifest response when the remote implements a contract this shell provides
 * (shared/src/web/shell-contract.ts: the same major), and rejects with a RemoteContractError when
 * not, so the remote is never run: the screen shows its fallback instead. A response that is not
 * a manifest at all is left for the runtime to report.
 */
export async function checkManifestContract(
  url: string,
  response: Response,
  shellContract: string = shellContractVersion,
): Promise<Response> {
  if (!response.ok) return response;
  let manifest: ManifestReleaseInfo | null;
  try {
    manifest = (await response.clone().json()) as ManifestReleaseInfo | null;
  } catch {
    return response;
  }
  const verdict = contractCompatibility(shellContract, manifest?.littlegivers?.shellContract);
  if (!verdict.compatible) throw new RemoteContractError(`${url}: ${verdict.reason}`);
  return response;
}

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;

/**
 * The manifest plugin `plugin` with the contract check after its `fetch` hook: every manifest the
 * runtime reads has been checked. (The runtime's own fetch, used when the hook answers nothing,
 * never runs: the shell's manifest plugin always answers.)
 */
export function checkingContracts(plugin: ModuleFederationRuntimePlugin): ModuleFederationRuntimePlugin {
  const fetchManifest = plugin.fetch as FetchHook | undefined;
  return {
    ...plugin,
    fetch(url: string, init: RequestInit) {
      return fetchManifest?.(url, init)?.then((response) => checkManifestContract(url, response));
    },
  };
}

import { shellContractVersion } from '@littlegivers/shared/web/shell-contract';
import { checkingContracts, checkManifestContract, RemoteContractError } from './contract-check';

const url = 'http://localhost:3001/mf-manifest.json';
const manifest = (shellContract?: string) =>
  new Response(JSON.stringify({ id: 'gift_mfe', ...(shellContract ? { littlegivers: { shellContract } } : {}) }));

describe('checkManifestContract', () => {
  it("passes a manifest of the shell's own contract, or of the same major and another minor, untouched", async () => {
    const own = manifest(shellContractVersion);
    expect(await checkManifestContract(url, own)).toBe(own);
    expect(await (await checkManifestContract(url, manifest('1.7.0'), '1.2.0')).json()).toMatchObject({
      id: 'gift_mfe',
    });
  });

  it('refuses a manifest that names a future major, saying which', async () => {
    const future = checkManifestContract(url, manifest('2.0.0'), '1.0.0');
    await expect(future).rejects.toBeInstanceOf(RemoteContractError);
    await expect(checkManifestContract(url, manifest('2.0.0'), '1.0.0')).rejects.toThrow(/major 2/);
  });

  it('reads a manifest with no contract version as the first contract (1.0.0)', async () => {
    await expect(checkManifestContract(url, manifest(), '1.3.0')).resolves.toBeInstanceOf(Response);
    await expect(checkManifestContract(url, manifest(), '2.0.0')).rejects.toBeInstanceOf(RemoteContractError);
  });

  it('leaves a failed or non-JSON answer to the runtime', async () => {
    const down = new Response('down', { status: 503 });
    expect(await checkManifestContract(url, down)).toBe(down);
    const html = new Response('<html>');
    expect(await checkManifestContract(url, html)).toBe(html);
  });
});

describe('checkingContracts', () => {
  it("checks what the wrapped plugin's fetch hook answers", async () => {
    const plugin = checkingContracts({ name: 'manifests', fetch: async () => manifest('99.0.0') });
    const hook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
    await expect(hook(url, {})).rejects.toBeInstanceOf(RemoteContractError);
    expect(plugin.name).toBe('manifests');
  });
});

/**
 * The static servers that `pnpm start` (and any deploy that copies it) puts in front of each app:
 * a CSP on every app's HTML, no source map (the build keeps them beside the deployed folder, and a
 * map copied in is refused however its path is spelled), and no file outside the app's folder, not even
 * in a sibling folder whose name starts like it (`dist-old` beside `dist`).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, fileInside, namesSourceMap } from '@littlegivers/tooling/static-server';
import { expect, test } from '@playwright/test';
import { sourceMapsDirOf } from '../../../shared/build/source-maps.mjs';
import { appUrls } from '../../support/env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A GET with the path sent as written: fetch() would resolve the dot segments first. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A map's path as a probe spells it: plain, escaped, double-escaped, with slashes and dot segments. */
function mapSpellings(script: string): string[] {
  return [
    `/${script}.map`,
    `/${script}.m%61p`,
    `/${script}.%6Dap`,
    `/${script}%2emap`,
    `/${script}%2Emap`,
    `/${script}%252emap`,
    `/${script}.map/`,
    `/${script}.map//`,
    `/${script}.map/.`,
    `/${script}.map%2F`,
    `/${script}.MAP`,
    `//${script}.map`,
    `/./${script}.map`,
    `/x/../${script}.map`,
    `/x/..%2F${script}.map`,
    `/${script}.map?x=1`,
    `/${script}.map.br`,
    `/${script}.map.gz`,
  ];
}

test.describe('static servers', () => {
  let root: string;
  let server: { listen: (options: object) => Promise<string>; close: () => Promise<void> };
  let base: string;

  test.beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'lg-static-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-old'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'main.0123456789.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'main.0123456789.js.map'), '{"version":3}');
    writeFileSync(path.join(root, 'dist-old', 'secret.js'), 'old build');
    writeFileSync(path.join(root, 'secret.txt'), 'outside');
    server = await createStaticServer({ dir: dist });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  });

  test.afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the path check never leaves the folder', () => {
    const dist = path.join(root, 'dist');
    expect(fileInside(dist, '/main.0123456789.js')).toBe(path.join(dist, 'main.0123456789.js'));
    expect(fileInside(dist, '/../dist-old/secret.js')).toBeNull();
    expect(fileInside(dist, '/..%2fdist-old%2fsecret.js')).toBeNull();
    expect(fileInside(dist, '/%2e%2e/secret.txt')).toBeNull();
    expect(fileInside(dist, '/a%00.js')).toBeNull();
    expect(fileInside(dist, '/%E0%A4%A')).toBeNull();
  });

  test('a sibling folder and the parent are not served', async () => {
    for (const attack of [
      '/../dist-old/secret.js',
      '/..%2fdist-old%2fsecret.js',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
    ]) {
      const response = await rawGet(base, attack);
      expect(response.status, attack).toBe(404);
      expect(response.body, attack).not.toContain('old build');
    }
    const own = await fetch(`${base}/main.0123456789.js`);
    expect(own.status).toBe(200);
  });

  test('a source map copied into the folder is not served, however its path is spelled', async () => {
    const spellings = mapSpellings('main.0123456789.js');
    expect(spellings.filter((spelling) => !namesSourceMap(spelling.split('?')[0] ?? ''))).toEqual([]);
    for (const spelling of spellings) {
      const response = await rawGet(base, spelling);
      expect(response.status, spelling).toBe(404);
      expect(response.body, spelling).not.toContain('"version"');
    }
    expect((await rawGet(base, '/main.0123456789.js')).status).toBe(200);
  });

  test('every HTML answer carries a CSP, even without a runtime config', async () => {
    const response = await fetch(`${base}/index.html`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  test("pnpm start: each app's HTML has a CSP and no source map is public", async ({ request }) => {
    for (const url of [appUrls.shell, appUrls.gift, appUrls.redeem, appUrls.content]) {
      const page = await request.get(`${url}/index.html`);
      expect(page.status(), url).toBe(200);
      const csp = page.headers()['content-security-policy'] ?? '';
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain(new URL(appUrls.api).origin);
      const entry = await request.get(`${url}/${url === appUrls.shell ? 'index.html' : 'remoteEntry.js'}`);
      expect(await entry.text(), url).not.toContain('sourceMappingURL=');
    }
    const manifest = (await (await request.get(`${appUrls.gift}/mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const script = manifest.exposes[0]?.assets.js.sync[0] as string;
    expect(script).toBeTruthy();
    // The build keeps its maps beside the deployed folder, for error reporting, not in it.
    const gift = path.join(repoRoot, 'gift-mfe', 'dist');
    expect(existsSync(path.join(sourceMapsDirOf(gift), `${script}.map`))).toBe(true);
    for (const app of ['shell', 'gift-mfe', 'redeem-mfe', 'content-mfe', 'staff-mfe']) {
      const deployed = readdirSync(path.join(repoRoot, app, 'dist'), { recursive: true }).map(String);
      expect(
        deployed.filter((file) => file.includes('.map')),
        app,
      ).toEqual([]);
    }
    // Every server, every spelling: nothing but 404.
    for (const url of [appUrls.shell, appUrls.gift, appUrls.redeem, appUrls.content, appUrls.staff]) {
      for (const spelling of mapSpellings(script)) {
        const response = await rawGet(url, spelling);
        expect(response.status, `${url}${spelling}`).toBe(404);
        expect(response.body, `${url}${spelling}`).not.toContain('"mappings"');
      }
    }
  });
});

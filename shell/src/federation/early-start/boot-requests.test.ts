/**
 * The shell's own contract with the API (contracts/pacts/current/shell-api.json): on a route
 * that shows a remote screen, boot.js starts the screen's first API reads (`reads` in
 * remote-routes.json) before the remote has loaded, and hands the responses to the screen. The
 * shell relies on the API answering each with 200 and JSON; the screen parses the body.
 */
import { type ApiInteraction, apiPact, listLike } from '@littlegivers/shared/testing/pact/api-pact';
import { joinApiUrl, takeEarlyRead } from '@littlegivers/shared/web/api/early-reads';
import { remoteRoutes } from '@littlegivers/shared/web/remote-modules';
import { describe, expect, it, vi } from 'vitest';
import { startBootRequests } from './boot-requests';

vi.stubGlobal('__LG_HOST_SHARED__', {});

const api = apiPact('shell');

const routesWithReads = remoteRoutes.filter((route) => (route.reads ?? []).length > 0);
const reads = [...new Set(routesWithReads.flatMap((route) => route.reads ?? []))];

/**
 * GET of an early read, with the headers of every API read: 200 with a JSON body (the first
 * screens' reads are lists; the screen's own pact states their elements).
 */
function earlyRead(path: string): ApiInteraction {
  return {
    description: `a read the shell starts before the screen loads: GET ${path}`,
    request: { method: 'GET', path, headers: { accept: 'application/json' } },
    response: {
      status: 200,
      body: listLike([{}]),
    },
  };
}

describe('the early reads of a remote screen', () => {
  it('are started by boot.js from the runtime config, and the API answers each with 200 and JSON', async () => {
    expect(reads.length).toBeGreaterThan(0);
    const [first, ...rest] = reads.map(earlyRead) as [ApiInteraction, ...ApiInteraction[]];
    await api.verify([first, ...rest], async ({ baseUrl, fail }) => {
      // The runtime config is the shell's own static file, not the API.
      fail('GET /runtime-config.json', { status: 200, body: { apiBaseUrl: baseUrl } });
      for (const route of routesWithReads) startBootRequests(route.path);
      for (const read of reads) {
        const url = joinApiUrl(baseUrl, read);
        const response = await vi.waitFor(() => {
          const started = takeEarlyRead(url);
          if (!started) throw new Error(`no early read of ${read} yet`);
          return started;
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual([{}]);
      }
    });
  });
});

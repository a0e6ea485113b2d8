import * as z from 'zod/mini';
import { apiRequest } from './client';
import { startEarlyRead } from './early-reads';

const base = 'http://api.test/api';
const listSchema = z.array(z.object({ id: z.number() }));

describe('early reads', () => {
  const calls: { url: string; init?: RequestInit }[] = [];
  let answer = 1;

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify([{ id: answer }]), { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("answers the screen's first read of the same URL, once, with the API's read headers", async () => {
    answer = 1;
    startEarlyRead(`${base}/cardtype`);
    startEarlyRead(`${base}/cardtype`); // already waiting: not asked twice
    answer = 2;
    expect(await apiRequest('/cardtype', listSchema, { baseUrl: base })).toEqual([{ id: 1 }]);
    expect(calls).toEqual([{ url: `${base}/cardtype`, init: { headers: { accept: 'application/json' } } }]);
    // The next read asks the API again.
    expect(await apiRequest('/cardtype', listSchema, { baseUrl: `${base}/` })).toEqual([{ id: 2 }]);
    expect(calls).toHaveLength(2);
  });

  it('is not used by another URL, nor by a write', async () => {
    startEarlyRead(`${base}/package`);
    await apiRequest('/cardtype', listSchema, { baseUrl: base });
    await apiRequest('/package', z.unknown(), { baseUrl: base, method: 'POST', body: {} });
    expect(calls.map((call) => [call.url, call.init?.method])).toEqual([
      [`${base}/package`, undefined],
      [`${base}/cardtype`, 'GET'],
      [`${base}/package`, 'POST'],
    ]);
    // Still waiting for the screen's GET.
    await apiRequest('/package', listSchema, { baseUrl: base });
    expect(calls).toHaveLength(3);
  });

  it('fails the taker as its own fetch would, and an untaken failure is no unhandled rejection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startEarlyRead(`${base}/faq`);
    startEarlyRead(`${base}/never-taken`);
    await expect(apiRequest('/faq', listSchema, { baseUrl: base })).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

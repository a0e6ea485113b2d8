/**
 * A stub for `fetch`, the HTTP edge: each test says what the API answers, by method and path
 * (below the base URL), and reads back what the flow sent.
 */
import { vi } from 'vitest';
import { acceptedRedemption, categories, organizations } from './fixtures';

type Answer = Response | Error | ((init: RequestInit | undefined) => Response | Error | Promise<Response | Error>);

export interface ApiStub {
  calls: { method: string; path: string; body: unknown }[];
  on: (method: string, path: string, answer: Answer) => void;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function stubApi(base = 'http://localhost:3100/api'): ApiStub {
  const answers = new Map<string, Answer>();
  const stub: ApiStub = {
    calls: [],
    on: (method, path, answer) => answers.set(`${method} ${path}`, answer),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const path = url.startsWith(base) ? url.slice(base.length) : url;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      stub.calls.push({ method, path, body });
      const answer = answers.get(`${method} ${path}`);
      if (!answer) return json({ message: `no stub for ${method} ${path}` }, 404);
      const result =
        typeof answer === 'function' ? await answer(init) : answer instanceof Response ? answer.clone() : answer;
      if (result instanceof Error) throw result;
      return result;
    }),
  );
  return stub;
}

/** The API as the flow finds it on a good day: the code accepted, the categories and charities listed. */
export function stubAcceptingApi(): ApiStub {
  const api = stubApi();
  api.on('POST', '/redemptionSession', json(acceptedRedemption));
  api.on('GET', '/RedemptionOrganizationType', json(categories));
  api.on('GET', '/RedemptionOrganizations', json(organizations));
  return api;
}

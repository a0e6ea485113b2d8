import { setRuntimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { getQueryClient } from '@littlegivers/shared/web/ui/RemoteRoot';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import EcardPage from './EcardPage';
import RedeemFlow from './RedeemFlow';

const TOKEN = 'E'.repeat(43);
const BASE = 'http://localhost:3100/api';

/** The API at the HTTP edge: answers POST /ecardView, records what was sent. */
function stubEcardApi(status: number, body: unknown) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).slice(BASE.length);
      calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = path === '/ecardView' ? { status, body } : { status: 404, body: { message: 'not stubbed' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
const card = {
  recipientName: 'Ava',
  fromName: 'Grandma',
  grownUpName: 'Pat',
  greeting: { header: 'Happy birthday, Ava!', lines: ['love, Grandma'] },
  designKey: 'birthday',
  code: 'K7QM-2XWD-9PLA-4RTE',
  amount: 20,
  redeemed: false,
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/ecard', element: <EcardPage /> },
      { path: '/kidspage', element: <RedeemFlow /> },
    ],
    { initialEntries: ['/ecard'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStorage.clear();
  getQueryClient().clear();
  setRuntimeConfig({ ...localRuntimeConfig, debug: true });
  window.location.hash = '';
});

describe('the e-card page (/ecard#token)', () => {
  it('opens the card, shows the greeting and the code, and goes to the kidspage with the code filled in', async () => {
    window.location.hash = `#${TOKEN}`;
    const calls = stubEcardApi(200, card);
    const { router, user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grandma sent Ava a gift' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'the card' })).toHaveTextContent('Happy birthday, Ava!');
    expect(screen.getByTestId('ecard-code')).toHaveTextContent('K7QM-2XWD-9PLA-4RTE');
    expect(screen.getByRole('button', { name: 'print the card (PDF)' })).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/ecardView', body: { token: TOKEN } }]);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await user.click(screen.getByRole('button', { name: 'go to the kidspage' }));
    expect(router.state.location.pathname).toBe('/kidspage');
    expect(router.state.location.search + router.state.location.hash).not.toContain('K7QM');
    expect(await screen.findByDisplayValue('K7QM-2XWD-9PLA-4RTE')).toBeInTheDocument();
  });

  it('shows a friendly page for an unknown or missing link, never the API answer', async () => {
    window.location.hash = `#${TOKEN}`;
    stubEcardApi(404, { message: 'This card link is not valid any more.' });
    renderPage();
    expect(await screen.findByRole('heading', { name: "this link doesn't open a card" })).toBeInTheDocument();
    expect(screen.queryByText(/not valid any more/)).not.toBeInTheDocument();
  });
});

/** Renders the redeem flow the way the shell does: inside a router, with a fresh data cache. */

import { $runtimeConfig, setRuntimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RedeemFlowView } from '../screens/RedeemFlowView';

/**
 * A fresh tab by default (session storage emptied); `reload: true` keeps the tab's session
 * storage, as a reload or a return to the page does.
 */
export function renderFlow({
  debug = false,
  path = '/kidspage',
  reload = false,
}: {
  debug?: boolean;
  path?: string;
  reload?: boolean;
} = {}) {
  if (!reload) sessionStorage.clear();
  // The API stays where the test put it (a Pact mock server, api-contract.ts).
  setRuntimeConfig({ ...localRuntimeConfig, apiBaseUrl: $runtimeConfig.get().apiBaseUrl, debug });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>home page</h1> },
      { path: '/kidspage', element: <RedeemFlowView /> },
      { path: '/redeem-now', element: <RedeemFlowView /> },
      { path: '/fun-ideas', element: <h1>fun ideas page</h1> },
      { path: '/charities', element: <h1>charities page</h1> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** The ALTCHA widget reports a solved proof (the real one does this after its proof of work). */
export function solveHumanCheck(payload = 'altcha-payload') {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no altcha-widget on the page');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

export const presentButton = () => screen.getByRole('button', { name: /open my gift/i });
export const codeField = () => screen.getByLabelText('your secret code');

/** Matches text exactly as the spec writes it, double spaces included (no whitespace collapsing). */
export const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false, trim: false }) };
export const WRONG_CODE = "uh-oh!  that code didn't look right.  try again?";

type User = ReturnType<typeof userEvent.setup>;

/** Step 1 with an accepted code (the API must answer POST /redemptionSession: `codeAccepted`). */
export async function enterCode(user: User, code = 'ABCD-EFGH-JKMN-PQRS') {
  if (document.querySelector('altcha-widget')) solveHumanCheck();
  await user.type(codeField(), code);
  await user.click(presentButton());
  await screen.findByRole('heading', { level: 1, name: /what would you like to help/i });
  // Step 2 has asked the API for the categories (or fallen back to the samples): the request is done.
  await screen.findAllByRole('button', { name: /^choose / });
}

/** From step 2, picks a category and waits for step 3. */
export async function chooseCategory(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `choose ${name}` }));
  await screen.findByRole('heading', { level: 1, name: /pick a charity/i });
}

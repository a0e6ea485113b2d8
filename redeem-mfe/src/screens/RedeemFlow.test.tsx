import { requestFlowReset, requestPreview } from '@littlegivers/shared/web/bus';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiStub, json, stubApi } from '../test/api-stub';
import { acceptedRedemption, categories, organizations } from '../test/fixtures';
import { chooseCategory, codeField, enterCode, renderFlow } from '../test/render-flow';
import RedeemFlow from './RedeemFlow';

vi.mock('altcha', () => ({}));

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
  api.on('POST', '/redemptionSession', json(acceptedRedemption));
  api.on('GET', '/RedemptionOrganizationType', json(categories));
  api.on('GET', '/RedemptionOrganizations', json(organizations));
});

const stepTitle = () => screen.getByRole('heading', { level: 1 });

describe('RedeemFlow (the exposed screen)', () => {
  it('renders inside its RemoteRoot and starts at step 1 on both routes', async () => {
    for (const path of ['/kidspage', '/redeem-now']) {
      const router = createMemoryRouter([{ path, element: <RedeemFlow /> }], { initialEntries: [path] });
      const view = render(<RouterProvider router={router} />);
      expect(document.querySelector('[data-remote-app="redeem-mfe"]')).toBeInTheDocument();
      expect(screen.getByLabelText('your secret code')).toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('preview mode', () => {
  it("opens from 'click here to preview' with 'Someone' and $10, and blocks donating", async () => {
    const { user, router } = renderFlow();
    await user.click(screen.getByRole('button', { name: 'click here to preview' }));
    expect(await screen.findByText('you are currently in preview mode')).toBeInTheDocument();
    expect(
      screen.getByText('Someone has gifted $10 for you to decide how to make a difference in the world'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'click here to view current charity organizations' })).toHaveAttribute(
      'href',
      '/charities',
    );
    await chooseCategory(user, 'Protect Animals');
    expect(screen.getByText('you are currently in preview mode')).toBeInTheDocument();
    const donate = await screen.findByRole('button', { name: 'Donate to Paws Rescue League' });
    expect(donate).toBeDisabled();
    await user.click(donate);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT' || call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('link', { name: 'click here to view current charity organizations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/charities'));
  });

  it('opens from gift step 3 through the event bus, with its names and amount', async () => {
    requestPreview({ recipientName: 'Sam', purchaserName: 'Aunt Jo', amount: 40 });
    renderFlow();
    expect(await screen.findByText('you are currently in preview mode')).toBeInTheDocument();
    expect(
      screen.getByText('Aunt Jo has gifted $40 for you to decide how to make a difference in the world'),
    ).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('hi Sam!');
  });

  it('shows a missing purchaser as Someone and a missing amount as 10', async () => {
    requestPreview({ recipientName: 'Sam' });
    renderFlow();
    expect(
      await screen.findByText('Someone has gifted $10 for you to decide how to make a difference in the world'),
    ).toBeInTheDocument();
  });

  it('turns off on going back to step 1', async () => {
    requestPreview({ purchaserName: 'Aunt Jo', amount: 40 });
    const { router } = renderFlow();
    await screen.findByText('you are currently in preview mode');
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('your secret code')).toBeInTheDocument();
    expect(screen.queryByText('you are currently in preview mode')).not.toBeInTheDocument();
    expect(document.querySelector('.redeem-flow')).toHaveAttribute('data-preview', 'false');
  });
});

describe('state and history', () => {
  it('the browser back button steps back from step 3 to 2 to 1', async () => {
    const { user, router } = renderFlow();
    await enterCode(user);
    await chooseCategory(user, 'Protect Animals');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: /what would you like to help/ })).toBeInTheDocument();
    // Forward again: the chosen category is remembered.
    await act(() => router.navigate(1));
    expect(
      await screen.findByRole('heading', { level: 1, name: /pick a charity to protect animals/ }),
    ).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: /what would you like to help/ });
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('your secret code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kidspage');
    // One more back leaves the flow: it never goes below step 1.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it("'Back to Category Selection' uses the history entry, so back does not return to step 3", async () => {
    const { user, router } = renderFlow();
    await enterCode(user);
    await chooseCategory(user, 'Protect Animals');
    await user.click(screen.getByRole('button', { name: 'Back to Category Selection' }));
    await screen.findByRole('heading', { level: 1, name: /what would you like to help/ });
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('your secret code')).toBeInTheDocument();
  });

  it("the shell's navigation starts the flow over at step 1", async () => {
    const { user } = renderFlow();
    await enterCode(user);
    await chooseCategory(user, 'Protect Animals');
    act(() => requestFlowReset('redeem'));
    expect(await screen.findByLabelText('your secret code')).toHaveValue('');
  });

  it('keeps the typed code when stepping back to step 1 from preview', async () => {
    const { user, router } = renderFlow();
    await user.type(codeField(), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'click here to preview' }));
    await screen.findByText('you are currently in preview mode');
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('your secret code')).toHaveValue('ABCD');
  });

  it('moves focus to the new step heading after a step change', async () => {
    const { user } = renderFlow();
    expect(stepTitle()).not.toHaveFocus();
    await enterCode(user);
    await waitFor(() => expect(stepTitle()).toHaveFocus());
  });
});

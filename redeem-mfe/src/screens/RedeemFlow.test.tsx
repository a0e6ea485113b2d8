import { requestFlowReset, requestPreview } from '@littlegivers/shared/web/bus';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  api,
  categoriesListed,
  codeAccepted,
  giftRedeemedAfterReload,
  organizationsListed,
} from '../test/api-contract';
import { chooseCategory, codeField, enterCode, renderFlow } from '../test/render-flow';
import RedeemFlow from './RedeemFlow';

vi.mock('altcha', () => ({}));

const accepted = codeAccepted('with a human-check proof');

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
  it("opens from 'click here to preview' with 'Someone' and $10, and blocks donating", () =>
    api.verify([categoriesListed, organizationsListed], async ({ calls }) => {
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
      expect(calls.some((call) => call.method === 'PUT' || call.method === 'POST')).toBe(false);
      await user.click(screen.getByRole('link', { name: 'click here to view current charity organizations' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/charities'));
    }));

  it('opens from gift step 3 through the event bus, with its names and amount', () =>
    api.offline(async () => {
      requestPreview({ recipientName: 'Sam', purchaserName: 'Aunt Jo', amount: 40 });
      renderFlow();
      expect(await screen.findByText('you are currently in preview mode')).toBeInTheDocument();
      expect(
        screen.getByText('Aunt Jo has gifted $40 for you to decide how to make a difference in the world'),
      ).toBeInTheDocument();
      expect(stepTitle()).toHaveTextContent('hi Sam!');
    }));

  it('shows a missing purchaser as Someone and a missing amount as 10', () =>
    api.offline(async () => {
      requestPreview({ recipientName: 'Sam' });
      renderFlow();
      expect(
        await screen.findByText('Someone has gifted $10 for you to decide how to make a difference in the world'),
      ).toBeInTheDocument();
    }));

  it('turns off on going back to step 1', () =>
    api.verify([categoriesListed], async () => {
      requestPreview({ purchaserName: 'Aunt Jo', amount: 40 });
      const { router } = renderFlow();
      await screen.findByText('you are currently in preview mode');
      await act(() => router.navigate(-1));
      expect(await screen.findByLabelText('your secret code')).toBeInTheDocument();
      expect(screen.queryByText('you are currently in preview mode')).not.toBeInTheDocument();
      expect(document.querySelector('.redeem-flow')).toHaveAttribute('data-preview', 'false');
    }));
});

describe('state and history', () => {
  it('the browser back button steps back from step 3 to 2 to 1', () =>
    api.verify([accepted, categoriesListed, organizationsListed], async () => {
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
    }));

  it("'Back to Category Selection' uses the history entry, so back does not return to step 3", () =>
    api.verify([accepted, categoriesListed, organizationsListed], async () => {
      const { user, router } = renderFlow();
      await enterCode(user);
      await chooseCategory(user, 'Protect Animals');
      await user.click(screen.getByRole('button', { name: 'Back to Category Selection' }));
      await screen.findByRole('heading', { level: 1, name: /what would you like to help/ });
      await act(() => router.navigate(-1));
      expect(await screen.findByLabelText('your secret code')).toBeInTheDocument();
    }));

  it("the shell's navigation starts the flow over at step 1", () =>
    api.verify([accepted, categoriesListed, organizationsListed], async () => {
      const { user } = renderFlow();
      await enterCode(user);
      await chooseCategory(user, 'Protect Animals');
      act(() => requestFlowReset('redeem'));
      expect(await screen.findByLabelText('your secret code')).toHaveValue('');
    }));

  it('keeps the typed code when stepping back to step 1 from preview', () =>
    api.verify([categoriesListed], async () => {
      const { user, router } = renderFlow();
      await user.type(codeField(), 'ABCD');
      await user.click(screen.getByRole('button', { name: 'click here to preview' }));
      await screen.findByText('you are currently in preview mode');
      await act(() => router.navigate(-1));
      expect(await screen.findByLabelText('your secret code')).toHaveValue('ABCD');
    }));

  it('moves focus to the new step heading after a step change', () =>
    api.verify([accepted, categoriesListed], async () => {
      const { user } = renderFlow();
      expect(stepTitle()).not.toHaveFocus();
      await enterCode(user);
      await waitFor(() => expect(stepTitle()).toHaveFocus());
    }));
});

describe("preview: 'see what happens next'", () => {
  it('shows a sample confirm and the celebration, marked as preview, sending nothing to the API', () =>
    api.verify([categoriesListed, organizationsListed], async ({ calls }) => {
      const { user, router } = renderFlow();
      await user.click(screen.getByRole('button', { name: 'click here to preview' }));
      await chooseCategory(user, 'Protect Animals');
      expect(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'see what happens next' }));
      const dialog = screen.getByRole('dialog', {
        name: 'Are you sure you would like to donate to Paws Rescue League?',
      });
      expect(dialog).toHaveTextContent('you are currently in preview mode');
      await user.click(within(dialog).getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'congratulations!' })).toBeInTheDocument();
      expect(screen.getByText('you are currently in preview mode')).toBeInTheDocument();
      expect(screen.getByText('$10')).toBeInTheDocument();
      expect(
        within(screen.getByRole('article', { name: 'certificate of giving' })).getByText(
          'sample: you are currently in preview mode',
        ),
      ).toBeInTheDocument();
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
      // Back returns to the charities, still in preview.
      await act(() => router.navigate(-1));
      expect(await screen.findByRole('heading', { level: 1, name: /pick a charity/ })).toBeInTheDocument();
      expect(screen.getByText('you are currently in preview mode')).toBeInTheDocument();
    }));

  it('is not offered outside preview', () =>
    api.verify([accepted, categoriesListed, organizationsListed], async () => {
      const { user } = renderFlow();
      await enterCode(user);
      await chooseCategory(user, 'Protect Animals');
      await screen.findByRole('button', { name: 'Donate to Paws Rescue League' });
      expect(screen.queryByRole('button', { name: 'see what happens next' })).not.toBeInTheDocument();
    }));
});

describe('nothing a child did is lost (session storage, per tab)', () => {
  it('a reload keeps the step, the category and the accepted code, without the human check again', () =>
    api.verify([accepted, categoriesListed, organizationsListed, giftRedeemedAfterReload], async ({ calls }) => {
      const first = renderFlow();
      await enterCode(first.user, 'K1DS-G1VE-H4PP-Y123');
      await chooseCategory(first.user, 'Protect Animals');
      first.unmount();
      expect(JSON.stringify(sessionStorage)).not.toMatch(/K1DS/);

      const { user } = renderFlow({ reload: true });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'pick a charity to protect animals' }),
      ).toBeInTheDocument();
      expect(document.querySelector('altcha-widget')).toBeNull();
      // The restored session still donates.
      await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
      await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ sessionId: 'session-abc' });
    }));

  it('a visit to the charities page from the preview banner and back returns to the same step', () =>
    api.verify([categoriesListed, organizationsListed], async () => {
      const { user, router } = renderFlow();
      await user.click(screen.getByRole('button', { name: 'click here to preview' }));
      await chooseCategory(user, 'Help Children');
      await user.click(screen.getByRole('link', { name: 'click here to view current charity organizations' }));
      await screen.findByRole('heading', { name: 'charities page' });
      await act(() => router.navigate(-1));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'pick a charity to help children' }),
      ).toBeInTheDocument();
      expect(screen.getByText('you are currently in preview mode')).toBeInTheDocument();
    }));

  it('the celebration survives a reload (the certificate can still be printed)', () =>
    api.verify([categoriesListed, organizationsListed], async () => {
      requestPreview({ recipientName: 'Sam', purchaserName: 'Aunt Jo', amount: 40 });
      const first = renderFlow();
      await screen.findByText('you are currently in preview mode');
      await chooseCategory(first.user, 'Protect Animals');
      await first.user.click(await screen.findByRole('button', { name: 'see what happens next' }));
      await first.user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      await screen.findByRole('article', { name: 'certificate of giving' });
      first.unmount();
      renderFlow({ reload: true });
      const certificate = await screen.findByRole('article', { name: 'certificate of giving' });
      expect(certificate).toHaveTextContent(/Sam gave \$40 to Paws Rescue League on/);
      expect(certificate).toHaveTextContent('a gift from Aunt Jo');
    }));

  it("the shell's navigation still starts the flow over, even before the flow mounts", () =>
    api.verify([accepted, categoriesListed], async () => {
      const first = renderFlow();
      await enterCode(first.user);
      first.unmount();
      requestFlowReset('redeem');
      renderFlow({ reload: true });
      expect(await screen.findByLabelText('your secret code')).toHaveValue('');
      expect(screen.queryByText(/has gifted/)).not.toBeInTheDocument();
    }));
});

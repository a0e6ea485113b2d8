import type { Fault } from '@littlegivers/shared/testing/pact/api-pact';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { charityArtUrl } from '../../../assets/charity-art';
import {
  api,
  categoriesListed,
  codeAccepted,
  giftAlreadyRedeemed,
  giftRedeemed,
  organizationsListed,
} from '../../../test/api-contract';
import { acceptedRedemption, REDEMPTION_ID } from '../../../test/fixtures';
import { chooseCategory, enterCode, renderFlow } from '../../../test/render-flow';

vi.mock('altcha', () => ({}));

const EMPTY = "sorry! we're still working hard to find some charities that fit this category!";

/** The calls of reaching step 3 with a code the API accepts. */
const toCharities = [codeAccepted('with a human-check proof'), categoriesListed, organizationsListed] as const;
const putPath = `PUT /redemptionSession/${REDEMPTION_ID}`;

async function atCharities(name = 'Protect Animals', options: { debug?: boolean } = {}) {
  const flow = renderFlow(options);
  await enterCode(flow.user);
  await chooseCategory(flow.user, name);
  return flow;
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('step 3: charity choice', () => {
  it('shows a card per active organization of the chosen category: illustration, name, tagline', () =>
    api.verify([...toCharities], async () => {
      await atCharities();
      expect(await screen.findByRole('heading', { level: 2, name: 'Paws Rescue League' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Wings Bird Sanctuary' })).toBeInTheDocument();
      expect(screen.queryByText('Cozy Shelter Project')).not.toBeInTheDocument();
      expect(screen.queryByText('Books for Every Kid')).not.toBeInTheDocument();
      const paws = card('Paws Rescue League');
      // The art key's file of the design art set wins over organizationImageUrl.
      expect(paws.querySelector('img')).toHaveAttribute('src', charityArtUrl('dog-face'));
      expect(paws.querySelector('img')).toHaveAttribute('alt', '');
      expect(within(paws).getByText('Finding forever homes for dogs and cats.')).toBeInTheDocument();
      // Without an art key: the organization's own picture.
      expect(card('Wings Bird Sanctuary').querySelector('img')).toHaveAttribute('src', 'https://img.example/org-2.svg');
    }));

  it('shows the empty-category message', () =>
    api.verify([codeAccepted('with a human-check proof'), categoriesListed, organizationsListed], async () => {
      await atCharities('Brand New Category');
      expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    }));

  it('shows the built-in sample organizations when organizations fail to load, and logs it', () =>
    api.verify([codeAccepted('with a human-check proof'), categoriesListed], async ({ fail }) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      fail('GET /RedemptionOrganizations', { status: 500, body: { message: 'down' } });
      await atCharities();
      expect(await screen.findByRole('heading', { level: 2, name: 'Ocean Friends Trust' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Paws Rescue League' })).toBeInTheDocument();
      // The inactive sample is not shown.
      expect(screen.queryByText('Cozy Shelter Project')).not.toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('organizations failed to load'), expect.anything());
    }));

  it("'Back to Category Selection' goes back to step 2", () =>
    api.verify([...toCharities], async () => {
      const { user } = await atCharities();
      await user.click(screen.getByRole('button', { name: 'Back to Category Selection' }));
      expect(await screen.findByRole('heading', { level: 1, name: /what would you like to help/ })).toBeInTheDocument();
    }));
});

describe('the confirmation dialog', () => {
  it('asks, traps focus, cancels on Escape and gives focus back', () =>
    api.verify([...toCharities], async ({ calls }) => {
      const { user } = await atCharities();
      const donate = await screen.findByRole('button', { name: 'Donate to Paws Rescue League' });
      await user.click(donate);
      const dialog = screen.getByRole('dialog', {
        name: 'Are you sure you would like to donate to Paws Rescue League?',
      });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      // The amount and the charity's picture.
      expect(dialog).toHaveAccessibleDescription('your $25 will go to Paws Rescue League');
      expect(dialog.querySelector('img')).toHaveAttribute('src', charityArtUrl('dog-face'));
      const yes = within(dialog).getByRole('button', { name: 'Yes, I choose Paws Rescue League' });
      const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
      expect(cancel).toHaveFocus();
      await user.tab();
      expect(yes).toHaveFocus();
      await user.tab();
      expect(cancel).toHaveFocus();
      await user.tab({ shift: true });
      expect(yes).toHaveFocus();
      await user.tab({ shift: true });
      expect(cancel).toHaveFocus();
      // The page behind is inert while the dialog is open.
      expect(document.querySelector('.redeem-flow')?.closest('[inert]')).not.toBeNull();
      expect(dialog.closest('[inert]')).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(donate).toHaveFocus();
      expect(document.querySelector('.redeem-flow')?.closest('[inert]')).toBeNull();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    }));

  it("'Cancel' closes it without donating", () =>
    api.verify([...toCharities], async ({ calls }) => {
      const { user } = await atCharities();
      const donate = await screen.findByRole('button', { name: 'Donate to Wings Bird Sanctuary' });
      await user.click(donate);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(donate).toHaveFocus();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    }));
});

describe('the submission', () => {
  it('sends the selection with the redemption, shows it sending, then congratulates', () =>
    api.verify([...toCharities, giftRedeemed], async ({ calls, hold }) => {
      const release = hold(putPath);
      const { user } = await atCharities();
      await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
      await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      expect(await screen.findByText('sending your gift to Paws Rescue League...')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Donate to Wings Bird Sanctuary' })).toBeDisabled();
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.body).toEqual({ ...acceptedRedemption, selection: [{ redemptionOrgId: 1, amount: 25 }] });
      release();
      expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
      expect(screen.getByText(/thank you for choosing Paws Rescue League/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /fun ideas/ })).toHaveAttribute('href', '/fun-ideas');
    }));

  it.each([
    ['a body of another shape', { status: 200, body: { ok: true } }],
    ['an empty body', { status: 200, text: '' }],
    ['a body that is not JSON', { status: 200, text: 'OK' }],
  ] satisfies [string, Fault][])('a 200 answer with %s is success: the donation was made', (_what, answer) =>
    api.verify([...toCharities], async ({ fail }) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      fail(putPath, answer);
      const { user } = await atCharities();
      await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
      await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
      expect(screen.queryByText("oh no! your gift didn't go through this time.")).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('the donation was made'), expect.anything());
    }),
  );

  it('keeps the choice after a failure, says so kindly, and retries', () =>
    api.verify([...toCharities, giftRedeemed], async ({ calls, fail }) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fail(putPath, { status: 500, body: { message: 'boom' } }, 1);
      const { user } = await atCharities();
      await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
      await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("oh no! your gift didn't go through this time.");
      expect(alert).toHaveTextContent(/nothing was lost/);
      expect(within(alert).getByRole('link', { name: 'hello@littlegivers.example' })).toHaveAttribute(
        'href',
        'mailto:hello@littlegivers.example',
      );
      expect(alert).toHaveFocus();
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('could not be made'), expect.anything());

      await user.click(within(alert).getByRole('button', { name: 'try again: give to Paws Rescue League' }));
      expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
    }));

  it('treats a network failure the same way', () =>
    api.verify([...toCharities], async ({ fail }) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fail(putPath, 'network-error');
      const { user } = await atCharities();
      await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
      await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      expect(await screen.findByRole('alert')).toHaveTextContent("oh no! your gift didn't go through this time.");
      expect(screen.getByRole('heading', { level: 1, name: /pick a charity/ })).toBeInTheDocument();
    }));

  it('says kindly when the code was used already (409)', () =>
    api.verify([...toCharities, giftAlreadyRedeemed], async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = await atCharities();
      await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
      await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('this gift code has already been used.');
      await user.click(within(alert).getByRole('button', { name: 'enter a different code' }));
      expect(await screen.findByLabelText('your secret code')).toHaveValue('');
    }));

  it('simulates success in debug mode without sending anything', () =>
    api.verify(
      [codeAccepted('in debug mode, without a proof'), categoriesListed, organizationsListed],
      async ({ calls }) => {
        const { user } = await atCharities('Protect Animals', { debug: true });
        await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
        await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
        expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
        expect(calls.some((call) => call.method === 'PUT')).toBe(false);
      },
    ));

  it('clears the code after success: back from step 4 starts over at step 1', () =>
    api.verify([...toCharities, giftRedeemed], async () => {
      const { user, router } = await atCharities();
      await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
      await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      await screen.findByText('a donation has just been made in your name, Mia');
      await router.navigate(-1);
      await waitFor(() => expect(screen.getByLabelText('your secret code')).toHaveValue(''));
    }));
});

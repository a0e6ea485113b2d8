import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { charityArtUrl } from '../../../assets/charity-art';
import { type ApiStub, json, stubAcceptingApi } from '../../../test/api-stub';
import { acceptedRedemption, REDEMPTION_ID } from '../../../test/fixtures';
import { chooseCategory, enterCode, renderFlow } from '../../../test/render-flow';

vi.mock('altcha', () => ({}));

const EMPTY = "sorry! we're still working hard to find some charities that fit this category!";

let api: ApiStub;
beforeEach(() => {
  api = stubAcceptingApi();
});

async function atCharities(name = 'Protect Animals', options: { debug?: boolean } = {}) {
  const flow = renderFlow(options);
  await enterCode(flow.user);
  await chooseCategory(flow.user, name);
  return flow;
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

const success = {
  id: REDEMPTION_ID,
  redeemed: true,
  redeemedAt: '2026-01-01T00:00:00.000Z',
  recipientName: 'Mia',
  selection: [{ redemptionOrgId: 1, amount: 25 }],
};

describe('step 3: charity choice', () => {
  it('shows a card per active organization of the chosen category: illustration, name, tagline', async () => {
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
  });

  it('shows the empty-category message', async () => {
    await atCharities('Brand New Category');
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('shows the built-in sample organizations when organizations fail to load, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET', '/RedemptionOrganizations', json({ message: 'down' }, 500));
    await atCharities();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ocean Friends Trust' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paws Rescue League' })).toBeInTheDocument();
    // The inactive sample is not shown.
    expect(screen.queryByText('Cozy Shelter Project')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('organizations failed to load'), expect.anything());
  });

  it("'Back to Category Selection' goes back to step 2", async () => {
    const { user } = await atCharities();
    await user.click(screen.getByRole('button', { name: 'Back to Category Selection' }));
    expect(await screen.findByRole('heading', { level: 1, name: /what would you like to help/ })).toBeInTheDocument();
  });
});

describe('the confirmation dialog', () => {
  it('asks, traps focus, cancels on Escape and gives focus back', async () => {
    const { user } = await atCharities();
    const donate = await screen.findByRole('button', { name: 'Donate to Paws Rescue League' });
    await user.click(donate);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you would like to donate to Paws Rescue League?' });
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
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("'Cancel' closes it without donating", async () => {
    const { user } = await atCharities();
    const donate = await screen.findByRole('button', { name: 'Donate to Wings Bird Sanctuary' });
    await user.click(donate);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(donate).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('the submission', () => {
  it('sends the selection with the redemption, shows it sending, then congratulates', async () => {
    let release: (response: Response) => void = () => {};
    api.on('PUT', `/redemptionSession/${REDEMPTION_ID}`, () => new Promise<Response>((resolve) => (release = resolve)));
    const { user } = await atCharities();
    await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
    expect(await screen.findByText('sending your gift to Paws Rescue League...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate to Wings Bird Sanctuary' })).toBeDisabled();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ ...acceptedRedemption, selection: [{ redemptionOrgId: 1, amount: 25 }] });
    release(json(success));
    expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    expect(screen.getByText(/thank you for choosing Paws Rescue League/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /fun ideas/ })).toHaveAttribute('href', '/fun-ideas');
  });

  it.each([
    ['a body of another shape', () => json({ ok: true })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['a body that is not JSON', () => new Response('OK', { status: 200 })],
  ])('a 200 answer with %s is success: the donation was made', async (_what, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.on('PUT', `/redemptionSession/${REDEMPTION_ID}`, answer);
    const { user } = await atCharities();
    await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
    expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    expect(screen.queryByText("oh no! your gift didn't go through this time.")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the donation was made'), expect.anything());
  });

  it('keeps the choice after a failure, says so kindly, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('PUT', `/redemptionSession/${REDEMPTION_ID}`, json({ message: 'boom' }, 500));
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

    api.on('PUT', `/redemptionSession/${REDEMPTION_ID}`, json(success));
    await user.click(within(alert).getByRole('button', { name: 'try again: give to Paws Rescue League' }));
    expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('treats a network failure the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('PUT', `/redemptionSession/${REDEMPTION_ID}`, new TypeError('Failed to fetch'));
    const { user } = await atCharities();
    await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("oh no! your gift didn't go through this time.");
    expect(screen.getByRole('heading', { level: 1, name: /pick a charity/ })).toBeInTheDocument();
  });

  it('says kindly when the code was used already (409)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('PUT', `/redemptionSession/${REDEMPTION_ID}`, json({ message: 'already redeemed' }, 409));
    const { user } = await atCharities();
    await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('this gift code has already been used.');
    await user.click(within(alert).getByRole('button', { name: 'enter a different code' }));
    expect(await screen.findByLabelText('your secret code')).toHaveValue('');
  });

  it('simulates success in debug mode without sending anything', async () => {
    const { user } = await atCharities('Protect Animals', { debug: true });
    await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
    expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('clears the code after success: back from step 4 starts over at step 1', async () => {
    api.on('PUT', `/redemptionSession/${REDEMPTION_ID}`, json(success));
    const { user, router } = await atCharities();
    await user.click(await screen.findByRole('button', { name: 'Donate to Paws Rescue League' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
    await screen.findByText('a donation has just been made in your name, Mia');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('your secret code')).toHaveValue(''));
  });
});

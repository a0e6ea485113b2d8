import { DONATION_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import type { ApiSession } from '@littlegivers/shared/testing/pact/api-pact';
import { standInPayerId } from '@littlegivers/shared/testing/paypal-stand-in';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  DONATION_ID,
  DONATION_PAYPAL_ORDER_ID,
  donationCreated,
  donationNotAuthorized,
  donationPaid,
  useCleanQueryClient,
} from '../testing/api-contract';
import Donate from './Donate';

vi.mock('@littlegivers/shared/web/ui/PayPalCheckout', () => import('@littlegivers/shared/testing/paypal-stand-in'));

useCleanQueryClient();

const paymentDataPath = `/donation/${DONATION_ID}/paypalData`;
const created = donationCreated('without a note');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
beforeEach(() => $runtimeConfig.set(localRuntimeConfig));

const donationPosts = ({ calls }: ApiSession) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/donation');
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

async function pay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
}

describe('/donate page', () => {
  it('shows the thank-you header, the direct donation copy, the EIN card and the large image', () => {
    $runtimeConfig.set({ ...localRuntimeConfig, productName: 'Kind Kids', ein: '98-7654321' });
    render(<Donate />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('thank you for supporting Kind Kids');
    expect(screen.getByText(/covers our operating costs/)).toBeInTheDocument();
    // One truth (docs/adr/0011): the product, not PayPal, emails the receipt that is the acknowledgment.
    expect(screen.getByText(DONATION_TAX_SENTENCE)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/PayPal (sends|will send)/);
    expect(screen.getByText('Please keep our emailed receipt for your tax records.')).toBeInTheDocument();
    const taxCard = screen.getByRole('region', { name: 'tax-exempt information' });
    expect(within(taxCard).getByTestId('ein')).toHaveTextContent('98-7654321');
    expect(taxCard).toHaveTextContent('501(c)(3)');
    expect(screen.getByRole('img', { name: /children holding up a big heart/ })).toHaveAttribute(
      'src',
      expect.stringContaining('donate-illustration'),
    );
  });
});

describe('/donate amount', () => {
  it('defaults to $20 and offers 20, 40, 50 and other', () => {
    render(<Donate />);
    expect(pressed('$20')).toBe('true');
    expect(pressed('$40')).toBe('false');
    expect(pressed('$50')).toBe('false');
    expect(pressed('other')).toBe('false');
    expect(screen.queryByLabelText('amount')).not.toBeInTheDocument();
  });

  it('sends the chosen preset', () =>
    api.verify([created], async (session) => {
      const user = userEvent.setup();
      render(<Donate />);
      await user.click(screen.getByRole('button', { name: '$50' }));
      expect(pressed('$50')).toBe('true');
      expect(pressed('$20')).toBe('false');
      await pay(user);
      await waitFor(() => expect(donationPosts(session)).toHaveLength(1));
      expect(donationPosts(session)[0]?.body).toEqual({ message: null, amount: 50 });
    }));

  it("'other' shows a focused input labelled 'amount' that ignores what is not an amount", async () => {
    const user = userEvent.setup();
    render(<Donate />);
    await user.click(screen.getByRole('button', { name: 'other' }));
    const amount = screen.getByLabelText('amount');
    expect(amount).toHaveFocus();
    await user.type(amount, '0abc-$');
    expect(amount).toHaveValue('');
    await user.type(amount, '1,234.567');
    expect(amount).toHaveValue('1,234.56');
  });

  it('removes thousands separators before sending a custom amount', () =>
    api.verify([created], async (session) => {
      const user = userEvent.setup();
      render(<Donate />);
      await user.click(screen.getByRole('button', { name: 'other' }));
      await user.type(screen.getByLabelText('amount'), '2,500.75');
      await pay(user);
      await waitFor(() => expect(donationPosts(session)).toHaveLength(1));
      expect(donationPosts(session)[0]?.body).toEqual({ message: null, amount: 2500.75 });
    }));

  it.each([
    ['empty', ''],
    ['misplaced separators', '1,00'],
    ['a trailing point', '12.'],
  ])('sends nothing when the custom amount is %s, and says why', (_name, typed) =>
    api.offline(async (session) => {
      const user = userEvent.setup();
      render(<Donate />);
      await user.click(screen.getByRole('button', { name: 'other' }));
      if (typed) await user.type(screen.getByLabelText('amount'), typed);
      await pay(user);
      expect(await screen.findByText('Please include a valid donation amount')).toBeInTheDocument();
      expect(screen.getByLabelText('amount')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('amount')).toHaveFocus();
      expect(donationPosts(session)).toHaveLength(0);
      // No alert and no loading: the payment just did not start.
      expect(screen.queryByText(/processing your donation/)).not.toBeInTheDocument();
      expect(screen.queryByText(/no donation was made/)).not.toBeInTheDocument();
    }),
  );

  it('going back to a preset drops the custom amount', () =>
    api.verify([created], async (session) => {
      const user = userEvent.setup();
      render(<Donate />);
      await user.click(screen.getByRole('button', { name: 'other' }));
      await user.type(screen.getByLabelText('amount'), '99');
      await user.click(screen.getByRole('button', { name: '$40' }));
      expect(screen.queryByLabelText('amount')).not.toBeInTheDocument();
      await pay(user);
      await waitFor(() => expect(donationPosts(session)[0]?.body).toEqual({ message: null, amount: 40 }));
    }));
});

describe('/donate note', () => {
  it('sends the note, keeps at most 1000 characters and ignores longer input', () =>
    api.verify([donationCreated('with a note')], async (session) => {
      const user = userEvent.setup();
      render(<Donate />);
      const note = screen.getByRole('textbox', { name: /leave us a note/ });
      await user.click(note);
      await user.paste('x'.repeat(1200));
      expect((note as HTMLTextAreaElement).value).toHaveLength(1000);
      await user.type(note, 'more');
      expect((note as HTMLTextAreaElement).value).toBe('x'.repeat(1000));
      expect(screen.getByText('1000 of 1000 characters')).toBeInTheDocument();

      await user.clear(note);
      await user.type(note, 'keep the lights on!');
      await pay(user);
      await waitFor(() => expect(donationPosts(session)).toHaveLength(1));
      expect(donationPosts(session)[0]?.body).toEqual({ message: 'keep the lights on!', amount: 20 });
    }));

  it('is cleared by an empty value (sent as no note)', () =>
    api.verify([created], async (session) => {
      const user = userEvent.setup();
      render(<Donate />);
      const note = screen.getByRole('textbox', { name: /leave us a note/ });
      await user.type(note, 'hello');
      await user.clear(note);
      expect(note).toHaveValue('');
      await pay(user);
      await waitFor(() => expect(donationPosts(session)[0]?.body).toEqual({ message: null, amount: 20 }));
    }));
});

describe('/donate payment states', () => {
  it('creates the donation, posts the approval and shows the thank-you banner and message', () =>
    api.verify([created, donationPaid], async ({ calls }) => {
      const user = userEvent.setup();
      render(<Donate />);
      await pay(user);
      expect(await screen.findByRole('dialog', { name: 'PayPal test checkout' })).toBeInTheDocument();
      // Loading while the buyer is at PayPal: the form is locked.
      expect(screen.getByRole('status')).toHaveTextContent('processing your donation');
      expect(screen.getByRole('button', { name: '$40' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Approve payment' }));
      expect(await screen.findByText('thank you! your donation was received.')).toBeInTheDocument();
      const thanks = screen.getByRole('region', { name: 'thank you for your donation!' });
      expect(thanks).toHaveTextContent(DONATION_TAX_SENTENCE);
      expect(thanks).not.toHaveTextContent(/PayPal will send/);
      expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();

      const paymentPost = calls.find((call) => call.path === paymentDataPath);
      expect(paymentPost?.method).toBe('POST');
      expect(paymentPost?.body).toMatchObject({
        payPalId: DONATION_PAYPAL_ORDER_ID,
        intent: 'CAPTURE',
        payerId: standInPayerId,
      });
      expect(paymentPost?.body).not.toHaveProperty('payerEmail');

      // And a new donation can start from a clean form.
      await user.click(screen.getByRole('button', { name: 'make another donation' }));
      expect(pressed('$20')).toBe('true');
      expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    }));

  it('shows the thank-you even when the payment data post fails (only logged)', () =>
    api.verify([created], async ({ fail }) => {
      const user = userEvent.setup();
      fail(`POST ${paymentDataPath}`, 'network-error');
      render(<Donate />);
      await pay(user);
      await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      expect(await screen.findByText('thank you! your donation was received.')).toBeInTheDocument();
      expect(console.error).toHaveBeenCalledWith(
        '[content-mfe] posting the donation payment data failed',
        expect.any(TypeError),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }));

  it.each([
    ['an error status', { status: 500, body: { message: 'boom' } }],
    ['a network failure', 'network-error' as const],
  ])('a failed create (%s) shows the dismissible alert, stops loading and scrolls to it', (_name, answer) =>
    api.verify([created], async ({ fail }) => {
      const user = userEvent.setup();
      const scrollIntoView = vi.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      fail('POST /donation', answer, 1);
      render(<Donate />);
      await pay(user);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^there was an error processing your request\. try again\?/);
      expect(alert.textContent).toContain('there was an error processing your request. try again?');
      expect(scrollIntoView).toHaveBeenCalled();
      expect(screen.queryByText(/processing your donation/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '$40' })).toBeEnabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(within(alert).getByRole('button', { name: 'dismiss' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

      // Try again: the next attempt works.
      await pay(user);
      expect(await screen.findByRole('dialog', { name: 'PayPal test checkout' })).toBeInTheDocument();
    }),
  );

  it.each([
    ['declined', 402],
    ['not approved', 422],
  ] as const)(
    'a payment the capture finds %s (authorization failure) shows an error alert and stops loading',
    (_name, status) =>
      api.verify([created, donationNotAuthorized(status)], async () => {
        const user = userEvent.setup();
        render(<Donate />);
        await pay(user);
        await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'your payment was not authorized, so no donation was made.',
        );
        expect(screen.queryByText(/processing your donation/)).not.toBeInTheDocument();
        expect(screen.queryByText('thank you! your donation was received.')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
      }),
  );

  it('a payment error callback leaves the page not donated and stops loading', () =>
    api.verify([created], async ({ calls }) => {
      const user = userEvent.setup();
      render(<Donate />);
      await pay(user);
      await user.click(await screen.findByRole('button', { name: 'Simulate error' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('the payment could not be completed');
      expect(screen.queryByText(/processing your donation/)).not.toBeInTheDocument();
      expect(screen.queryByText('thank you! your donation was received.')).not.toBeInTheDocument();
      expect(calls.some((call) => call.path.endsWith('/paypalData'))).toBe(false);
    }));

  it('cancelling at PayPal stops loading without an alert', () =>
    api.verify([created], async () => {
      const user = userEvent.setup();
      render(<Donate />);
      await pay(user);
      await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
      await waitFor(() => expect(screen.queryByText(/processing your donation/)).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '$40' })).toBeEnabled();
    }));
});

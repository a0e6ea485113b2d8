import { requestFlowReset } from '@littlegivers/shared/web/bus';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, cardTypesListed, orderCreated, orderPaid, packagesListed } from '../test/api-contract';
import { ORDER_ID, previewHeader, renderGiftFlow, shippingMethodsShown, stepTitle } from '../test/harness';

const step1 = [cardTypesListed] as const;
const toStep2 = [cardTypesListed, packagesListed] as const;
const ordered = [...toStep2, orderCreated('a mailed card with a chosen greeting')] as const;
const paid = [...ordered, orderPaid('mail')] as const;

import { cancelPayment, payAndFinish, reachPayment, reachShipping } from '../test/journeys';
import { STORAGE_KEY } from './gift-flow-state';

async function toShipping(user: Parameters<typeof reachShipping>[0]) {
  await reachShipping(user);
  await stepTitle('ship to');
  await screen.findByLabelText('first name');
  await shippingMethodsShown();
}

describe('gift steps and the browser', () => {
  it('steps back from 2 to 1 with the browser back button, and forward again', () =>
    api.verify(toStep2, async () => {
      const { user, router } = renderGiftFlow();
      await toShipping(user);
      await act(() => router.navigate(-1));
      expect(await stepTitle('build your card')).toBeInTheDocument();
      expect(await screen.findByLabelText('to')).toHaveValue('Maya');
      expect(router.state.location.pathname).toBe('/gift-now');
      await act(() => router.navigate(1));
      expect(await stepTitle('ship to')).toBeInTheDocument();
    }));

  it('never reopens the payment from step 3: back shows the receipt again, forward too', () =>
    api.verify(paid, async (api) => {
      const { user, router } = renderGiftFlow();
      await payAndFinish(user);
      await act(() => router.navigate(-1));
      expect(await stepTitle('thank you!')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'your receipt' })).toHaveTextContent('$41.73');
      expect(screen.getByText('LG-0041')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
      expect(router.state.location.state).toMatchObject({ giftStep: 3 });
      await act(() => router.navigate(-1));
      expect(await stepTitle('thank you!')).toBeInTheDocument();
      await act(() => router.navigate(1));
      expect(await stepTitle('thank you!')).toBeInTheDocument();
      expect(screen.queryByLabelText('first name')).not.toBeInTheDocument();
      expect(api.count('POST', '/Order')).toBe(1);
    }));

  it("'buy another card' starts a new gift at a fresh step 1 and reloads card types", () =>
    api.verify(paid, async (api) => {
      const { user, router } = renderGiftFlow();
      await payAndFinish(user);
      expect(api.count('GET', '/cardtype')).toBe(1);
      await user.click(screen.getByRole('button', { name: 'buy another card' }));
      expect(await stepTitle('build your card')).toBeInTheDocument();
      expect(await screen.findByLabelText('to')).toHaveValue('');
      expect(screen.getByLabelText('your email')).toHaveValue('');
      expect(router.state.location.state).toMatchObject({ giftStep: 1 });
      await waitFor(() => expect(api.count('GET', '/cardtype')).toBe(2));
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ step: 1, order: null });
      // Back from the new gift does not bring the paid step back.
      await act(() => router.navigate(-1));
      expect(await stepTitle('build your card')).toBeInTheDocument();
    }));

  it('keeps the card being built and its step across a reload', () =>
    api.verify(toStep2, async () => {
      const first = renderGiftFlow();
      await toShipping(first.user);
      await first.user.type(screen.getByLabelText('first name'), 'Ann');
      const historyState = first.router.state.location.state;
      first.unmount();

      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      expect(stored).toMatchObject({ step: 2, card: { recipientName: 'Maya' }, shipping: { firstName: 'Ann' } });
      expect(historyState).toMatchObject({ giftStep: 2 });

      renderGiftFlow();
      expect(await stepTitle('ship to')).toBeInTheDocument();
      expect(await screen.findByLabelText('first name')).toHaveValue('Ann');
      expect(previewHeader().lines).toEqual(['Happy birthday, Maya!']);
    }));

  it('keeps step 1 values across a reload', () =>
    api.verify(step1, async () => {
      const first = renderGiftFlow();
      await stepTitle('build your card');
      await first.user.type(screen.getByLabelText('to'), 'Sam');
      first.unmount();
      renderGiftFlow();
      expect(await screen.findByLabelText('to')).toHaveValue('Sam');
    }));

  it('restores the receipt after a reload, with no payment details stored', () =>
    api.verify(paid, async () => {
      const first = renderGiftFlow();
      await payAndFinish(first.user);
      const stored = sessionStorage.getItem(STORAGE_KEY) ?? '';
      expect(JSON.parse(stored)).toEqual({
        version: 1,
        step: 3,
        completed: {
          recipientName: 'Maya',
          purchaserName: 'Grandma',
          amount: 40,
          orderIdentifier: 'LG-0041',
          cardState: 'on its way',
          receipt: {
            total: 41.73,
            email: 'grandma@example.com',
            shipTo: ['Ann Lee', '1 Main St', 'Springfield, IL 62701', 'United States'],
            delivery: null,
            mailBy: '2026-11-25',
          },
        },
      });
      expect(stored).not.toContain('PAYPAL-ORDER-1');
      expect(stored).not.toContain(ORDER_ID);
      first.unmount();

      const second = renderGiftFlow();
      expect(await stepTitle('thank you!')).toBeInTheDocument();
      const receipt = screen.getByRole('region', { name: 'your receipt' });
      expect(receipt).toHaveTextContent('$41.73');
      expect(receipt).toHaveTextContent('we emailed your receipt to grandma@example.com');
      expect(receipt).toHaveTextContent('Wednesday, November 25, 2026');
      expect(screen.getByText('LG-0041')).toBeInTheDocument();
      expect(second.router.state.location.state).toMatchObject({ giftStep: 3 });
    }));

  it("the shell's 'gift now' after a payment starts a new gift, also after a reload", () =>
    api.verify(paid, async () => {
      const first = renderGiftFlow();
      await payAndFinish(first.user);
      first.unmount();
      renderGiftFlow();
      expect(await stepTitle('thank you!')).toBeInTheDocument();
      act(() => requestFlowReset('gift'));
      expect(await stepTitle('build your card')).toBeInTheDocument();
      expect(await screen.findByLabelText('to')).toHaveValue('');
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ step: 1 });
    }));

  it('reuses the order posted before a reload instead of posting another', () =>
    api.verify(paid, async (api) => {
      const first = renderGiftFlow();
      await first.user.click(await reachPayment(first.user));
      await cancelPayment(first.user);
      first.unmount();

      const second = renderGiftFlow();
      await stepTitle('ship to');
      await second.user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
      await second.user.click(await screen.findByRole('button', { name: 'Approve payment' }));
      expect(await stepTitle('thank you!')).toBeInTheDocument();
      expect(api.count('POST', '/Order')).toBe(1);
    }));

  it("returns to step 1 keeping what was typed when the shell's navigation goes to gift now", () =>
    api.verify(toStep2, async () => {
      const { user } = renderGiftFlow();
      await toShipping(user);
      act(() => requestFlowReset('gift'));
      expect(await stepTitle('build your card')).toBeInTheDocument();
      expect(await screen.findByLabelText('to')).toHaveValue('Maya');
      expect(screen.getByLabelText('your email')).toHaveValue('grandma@example.com');
      // Only the reset link clears the draft.
      await user.click(screen.getByRole('button', { name: 'reset' }));
      await waitFor(() => expect(screen.getByLabelText('to')).toHaveValue(''));
    }));

  it('opens at step 1, the draft kept, with a return requested before the flow mounted', () =>
    api.verify(toStep2, async () => {
      const first = renderGiftFlow();
      await toShipping(first.user);
      first.unmount();
      requestFlowReset('gift');
      renderGiftFlow();
      expect(await stepTitle('build your card')).toBeInTheDocument();
      expect(await screen.findByLabelText('to')).toHaveValue('Maya');
    }));
});

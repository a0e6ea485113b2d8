import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { fillCard, fillShipping, renderGiftFlow, stepTitle } from './harness';

type User = ReturnType<typeof userEvent.setup>;

/** Step 1 filled with a valid card (fillCard) and continued: step 2 is on its way. */
export async function reachShipping(user: User) {
  await stepTitle('build your card');
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
}

/** The gift flow rendered and taken to step 2 (its title showing). */
export async function renderAtShipping() {
  const app = renderGiftFlow();
  await reachShipping(app.user);
  await stepTitle('ship to');
  return app;
}

/** Steps 1 and 2 filled, the payment button showing. */
export async function reachPayment(user: User) {
  await reachShipping(user);
  await stepTitle('ship to');
  await fillShipping(user);
  return screen.findByRole('button', { name: 'Pay with PayPal' });
}

/** Cancels in the stand-in's PayPal window and waits for it to close (a cancel raises no alert). */
export async function cancelPayment(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'PayPal test checkout' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

/** Pays through the stand-in buttons and waits for step 3. */
export async function payAndFinish(user: User) {
  await user.click(await reachPayment(user));
  await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
  return stepTitle('thank you!');
}

/** After a failed payment, on step 2: pays again through the stand-in and waits for step 3. */
export async function payAgain(user: User) {
  await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
  await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
  return stepTitle('thank you!');
}

/** Steps 1 and 2 with print at home chosen, paid through the stand-in: step 3. */
export async function payPrintAtHome(user: User) {
  await reachShipping(user);
  await user.click(await screen.findByRole('radio', { name: 'print at home' }));
  await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
  await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
  return stepTitle('thank you!');
}

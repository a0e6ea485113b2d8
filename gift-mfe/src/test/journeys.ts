import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { fillCard, fillShipping, stepTitle } from './harness';

type User = ReturnType<typeof userEvent.setup>;

/** Steps 1 and 2 filled, the payment button showing. */
export async function reachPayment(user: User) {
  await stepTitle('build your card');
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
  await stepTitle('ship to');
  await fillShipping(user);
  return screen.findByRole('button', { name: 'Pay with PayPal' });
}

/** Pays through the stand-in buttons and waits for step 3. */
export async function payAndFinish(user: User) {
  await user.click(await reachPayment(user));
  await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
  return stepTitle('thank you!');
}

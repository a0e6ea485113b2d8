import { MIN_CONTRIBUTION_AMOUNT } from '@littlegivers/shared/contract/group';
import { formatUsd, parseAmount } from '@littlegivers/shared/contract/money';
import { type ContributionRequest, contributionRequestSchema } from '@littlegivers/shared/contract/schemas/group';
import { createContribution, saveContributionPaymentData } from '@littlegivers/shared/web/api/endpoints/group';
import { isRefusedPayment } from '@littlegivers/shared/web/api/refused-payment';
import { Field } from '@littlegivers/shared/web/ui/Field';
import { type PayPalApproval, PayPalCheckoutButtons, PayPalProvider } from '@littlegivers/shared/web/ui/PayPalCheckout';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

type Fields = 'name' | 'email' | 'line' | 'amount';
type Outcome = { counted: boolean; amount: number; receiptNumber: string };

/** Chip in through the share link: a name, an e-mail, a line for the card, an amount; then PayPal. */
export function ChipInForm({ token, recipientName }: { token: string; recipientName: string }) {
  const [values, setValues] = useState({ name: '', email: '', line: '', amount: '' });
  const [showAmount, setShowAmount] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const partId = useRef<string | null>(null);
  const queryClient = useQueryClient();

  const request = (): ContributionRequest | null => {
    const parsed = contributionRequestSchema.safeParse({
      token,
      name: values.name,
      email: values.email.trim(),
      line: values.line.trim() || null,
      amount: parseAmount(values.amount) ?? Number.NaN,
      showAmount,
    });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Partial<Record<Fields, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Fields;
      found[field] ??= issue.message;
    }
    setErrors(found);
    return null;
  };

  const createOrder = async () => {
    setAlert(null);
    const body = request();
    if (!body) throw new Error('the form has errors');
    try {
      const part = await createContribution(body);
      partId.current = part.id;
      return part.payPalOrderId;
    } catch (error) {
      setAlert(error instanceof Error ? error.message : 'something went wrong. please try again.');
      throw error;
    }
  };

  const onApprove = async (approval: PayPalApproval) => {
    if (!partId.current) return;
    try {
      setOutcome(
        await saveContributionPaymentData(partId.current, {
          payPalId: approval.orderID,
          payerId: approval.payerID ?? null,
          intent: 'CAPTURE',
          state: 'APPROVED',
          createTime: new Date().toISOString(),
        }),
      );
      // The card above now names this giver too.
      await queryClient.invalidateQueries({ queryKey: ['group'] });
    } catch (error) {
      setAlert(
        isRefusedPayment(error)
          ? 'your payment was declined. please try another card or payment method.'
          : 'something went wrong. please try again.',
      );
    }
  };

  if (outcome) {
    return (
      <section className="lg-card purchaser-panel" aria-labelledby="chip-in-done">
        <h2 id="chip-in-done">{outcome.counted ? 'thank you for chipping in!' : 'this card had already gone'}</h2>
        <p role="status">
          {outcome.counted
            ? `${formatUsd(outcome.amount)} is on ${recipientName}'s card. your receipt (${outcome.receiptNumber}) is on its way by e-mail.`
            : `your ${formatUsd(outcome.amount)} was refunded in full.`}
        </p>
        <p>
          would you like to help keep Little Givers running?{' '}
          <a className="lg-link" href="/donate">
            add a support donation
          </a>
        </p>
      </section>
    );
  }

  const field = (name: Fields) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <section className="lg-card purchaser-panel" aria-labelledby="chip-in-title">
      <h2 id="chip-in-title">chip in</h2>
      {alert ? (
        <p role="alert" className="lg-field-error">
          {alert}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Field id="chip-in-name" label="your name" error={errors.name} hint="it goes on the card">
          {(props) => <input {...props} autoComplete="name" {...field('name')} />}
        </Field>
        <Field id="chip-in-email" label="your email" error={errors.email} hint="for your receipt">
          {(props) => <input {...props} type="email" autoComplete="email" {...field('email')} />}
        </Field>
        <Field id="chip-in-line" label="a line for the card (optional)" error={errors.line}>
          {(props) => <input {...props} maxLength={140} {...field('line')} />}
        </Field>
        <Field
          id="chip-in-amount"
          label="amount"
          error={errors.amount}
          hint={`in US dollars, at least ${formatUsd(MIN_CONTRIBUTION_AMOUNT)}`}
        >
          {(props) => <input {...props} inputMode="decimal" {...field('amount')} />}
        </Field>
        <label className="lg-check">
          <input type="checkbox" checked={showAmount} onChange={(event) => setShowAmount(event.target.checked)} /> show
          my amount beside my name
        </label>
      </form>
      <PayPalProvider>
        <PayPalCheckoutButtons label="chip in with PayPal" createOrder={createOrder} onApprove={onApprove} />
      </PayPalProvider>
    </section>
  );
}

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, cardTypesListed, packagesListed } from '../../../test/api-contract';
import {
  errorFor,
  fillCard,
  fillShipping,
  previewCard,
  previewHeader,
  renderGiftFlow,
  stepTitle,
  within,
} from '../../../test/harness';
import { reachShipping, renderAtShipping } from '../../../test/journeys';

async function openShipping() {
  const app = await renderAtShipping();
  await screen.findByLabelText('first name');
  return app;
}

/** Steps 1 and 2 ask for the greetings and the shipping methods. */
const toStep2 = [cardTypesListed, packagesListed] as const;

describe('step 2, ship to', () => {
  it("lists the shipping methods with their cost and shows the chosen one's description", () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      const select = screen.getByLabelText('shipping method') as HTMLSelectElement;
      expect(Array.from(select.options).map((option) => option.text)).toEqual([
        'choose a shipping method',
        'Standard mail ($0.73)',
        'Tracked mail ($5)',
      ]);
      await user.selectOptions(select, 'Tracked mail ($5)');
      expect(screen.getByText('USPS with tracking')).toBeInTheDocument();
      const country = screen.getByLabelText('country');
      expect(country).toBeDisabled();
      expect(country).toHaveValue('United States');
    }));

  it("shows every shipping message from the 'checkout' button and hides the payment button until valid", () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'checkout' }));

      const expected: Array<[string, string]> = [
        ['first name', 'Please include the shipping first name'],
        ['last name', 'Please include the shipping last name'],
        ['address', 'Please include a shipping address'],
        ['city', 'Please include the shipping city'],
        ['state', 'Please include the shipping state'],
        ['zipcode', 'Please include the shipping zipcode'],
        ['shipping method', 'Please select a shipping method'],
      ];
      await waitFor(() => expect(errorFor(screen.getByLabelText('first name'))).toBe(expected[0]?.[1]));
      for (const [label, message] of expected) {
        expect(errorFor(screen.getByLabelText(label))).toBe(message);
        expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(errorFor(screen.getByLabelText('address line 2 (optional)'))).toBeNull();
      expect(screen.getByLabelText('first name')).toHaveFocus();
      // The form (not some other element) is scrolled to its top.
      const scroll = vi.mocked(Element.prototype.scrollIntoView);
      expect(scroll.mock.contexts).toEqual([screen.getByLabelText('first name').closest('form')]);
      expect(scroll).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });

      await user.type(screen.getByLabelText('zipcode'), '1234');
      await waitFor(() =>
        expect(errorFor(screen.getByLabelText('zipcode'))).toBe(
          'Please include a valid United States zip code.  This should be in a form such as: 12345 or 12345-1234',
        ),
      );
      await user.type(screen.getByLabelText('zipcode'), '5-1234');
      await waitFor(() => expect(errorFor(screen.getByLabelText('zipcode'))).toBeNull());
    }));

  it('shows the payment button once every field is valid, and the order summary', () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      const summary = screen.getByRole('region', { name: 'order summary' });
      expect(within(summary).getByText('grandma@example.com')).toBeInTheDocument();
      expect(within(summary).getByText('$40.00')).toBeInTheDocument();
      expect(within(summary).getByText('support donation')).toBeInTheDocument();
      expect(within(summary).getByText('choose a shipping method')).toBeInTheDocument();
      await fillShipping(user);
      expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'checkout' })).not.toBeInTheDocument();
      expect(within(summary).getByText('$0.73')).toBeInTheDocument();
      expect(within(summary).getByTestId('order-total')).toHaveTextContent('$41.73');
      expect(previewHeader().lines).toEqual(['Happy birthday, Maya!']);
    }));

  it('leaves the donation out of the summary and total when unticked', () =>
    api.verify(toStep2, async () => {
      const app = renderGiftFlow();
      await stepTitle('build your card');
      await fillCard(app.user);
      await app.user.click(screen.getByRole('checkbox', { name: /add a \$1 donation/ }));
      await app.user.click(screen.getByRole('button', { name: 'continue to shipping options' }));
      await screen.findByLabelText('first name');
      await fillShipping(app.user);
      const summary = screen.getByRole('region', { name: 'order summary' });
      expect(within(summary).queryByText('support donation')).not.toBeInTheDocument();
      expect(within(summary).getByTestId('order-total')).toHaveTextContent('$40.73');
    }));

  it('shows the generic failure screen when shipping methods fail to load', () =>
    api.verify([cardTypesListed], async ({ fail }) => {
      fail('GET /package', { status: 500, body: { message: 'down' } });
      const app = renderGiftFlow();
      await reachShipping(app.user);
      expect(
        await screen.findByText(/something went wrong\.\.\. please try again/, {}, { timeout: 4000 }),
      ).toBeInTheDocument();
    }));

  it("goes back to step 1 with 'back to build your card', keeping the card", () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      await user.click(screen.getByRole('button', { name: 'back to build your card' }));
      expect(await stepTitle('build your card')).toBeInTheDocument();
      expect(await screen.findByLabelText('to')).toHaveValue('Maya');
      expect(screen.getByRole('radio', { name: '$40' })).toBeChecked();
    }));

  it('shows the zip code message with its two spaces as written (pre-wrap)', () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      await user.type(screen.getByLabelText('zipcode'), '123');
      await user.click(screen.getByRole('button', { name: 'checkout' }));
      const zipcode = screen.getByLabelText('zipcode');
      await waitFor(() =>
        expect(errorFor(zipcode)).toBe(
          'Please include a valid United States zip code.  This should be in a form such as: 12345 or 12345-1234',
        ),
      );
      const message = document.getElementById(zipcode.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
      expect(message).toHaveStyle({ whiteSpace: 'pre-wrap' });
    }));

  it('shows the card as designed and the keepsake token beside it', () =>
    api.verify(toStep2, async () => {
      await openShipping();
      expect(screen.getByTestId('card-preview')).toHaveAttribute('data-design', 'birthday');
      expect(previewCard()).toHaveAccessibleName('card: Happy birthday, Maya! love, Grandma');
      expect(previewHeader().fontSizes).toEqual(['32']);
      expect(within(screen.getByTestId('keepsake-token')).getByRole('img')).toHaveAccessibleName(
        'keepsake token with the code K1DS-G1VE-H4PP-Y123',
      );
    }));

  it("goes back to step 1 with the summary's back button", () =>
    api.verify(toStep2, async () => {
      const { user } = await openShipping();
      await user.click(screen.getByRole('button', { name: 'back' }));
      expect(await stepTitle('build your card')).toBeInTheDocument();
    }));
});

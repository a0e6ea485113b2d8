import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  api,
  cardTypesListed,
  orderCreated,
  orderPaid,
  packagesListed,
  printPaymentSkipped,
} from '../../../test/api-contract';
import { DOWNLOAD_URL, renderGiftFlow, stepTitle, within } from '../../../test/harness';
import { payPrintAtHome, reachShipping } from '../../../test/journeys';

describe('step 3 of a card printed at home', () => {
  it('thank you: a real link to the PDF on Letter, or A4 when chosen; the receipt names the delivery', () =>
    api.verify(
      [cardTypesListed, packagesListed, orderCreated('a card printed at home'), orderPaid('print')],
      async () => {
        const { user } = renderGiftFlow();
        await payPrintAtHome(user);

        expect(screen.getByText('LG-0042').closest('p')).toHaveTextContent(
          'your order LG-0042 is paid and your card is ready to print.',
        );
        const link = screen.getByRole('link', { name: 'download your card (PDF)' });
        expect(link).toHaveAttribute('href', `${DOWNLOAD_URL}?paper=letter`);
        expect(screen.getByRole('radio', { name: /^Letter/ })).toBeChecked();
        await user.click(screen.getByRole('radio', { name: /^A4/ }));
        expect(link).toHaveAttribute('href', `${DOWNLOAD_URL}?paper=a4`);

        const receipt = screen.getByRole('region', { name: 'your receipt' });
        const facts = (term: string) => within(receipt).queryByText(term)?.nextElementSibling?.textContent;
        expect(facts('total charged')).toBe('$41.00');
        expect(facts('delivery')).toBe('print at home');
        expect(within(receipt).queryByText('ship to')).not.toBeInTheDocument();
        expect(within(receipt).queryByText('mailed by')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'preview what the child will see' })).toBeInTheDocument();
        // A card printed at home has no keepsake token: the code is on its token panel and its back.
        expect(document.body.textContent).not.toMatch(/keepsake/i);
        expect(
          screen.getByText(/Your printed card carries a secret code, on its token panel and on its back\./),
        ).toBeVisible();
      },
    ));

  it('hands the same download link out after skip-payment', () =>
    api.verify(
      [cardTypesListed, packagesListed, orderCreated('a card printed at home'), printPaymentSkipped],
      async () => {
        const { user } = renderGiftFlow();
        await reachShipping(user);
        await user.click(await screen.findByRole('radio', { name: 'print at home' }));
        await user.click(await screen.findByRole('button', { name: 'skip payment (local only)' }));
        await stepTitle('thank you!');
        expect(screen.getByRole('link', { name: 'download your card (PDF)' })).toHaveAttribute(
          'href',
          `${DOWNLOAD_URL}?paper=letter`,
        );
      },
    ));
});

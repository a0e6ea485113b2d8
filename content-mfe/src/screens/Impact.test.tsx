import type { Impact as ImpactData } from '@littlegivers/shared/contract/schemas/impact';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LedgerTable } from '../features/impact/components/ImpactTables';
import { api, impactListed, useCleanQueryClient } from '../testing/api-contract';
import Impact from './Impact';

useCleanQueryClient();

/** The ledger after one payout of three gifts to one charity (the pact's provider state). */
const paidOut: ImpactData = {
  refreshedAt: '2027-02-10T08:00:00.000Z',
  charities: [
    {
      charity: 'Books for Every Kid',
      periods: [
        {
          from: '2027-01',
          to: '2027-01',
          gifts: 3,
          giftCents: 6000,
          backupGifts: 0,
          backupCents: 0,
          paidCents: 6000,
          payouts: [{ payout: 12, paidOn: '2027-02-10', reference: 'TR-77' }],
          waitingCents: 0,
          oldestWaitDays: null,
        },
      ],
    },
  ],
  totals: { gifts: 3, giftCents: 6000, backupGifts: 0, backupCents: 0, paidCents: 6000, waitingCents: 0 },
  daysToPayout: { median: 34.5, longest: 38, paidGifts: 3 },
  fees: {
    shippingCents: 1790,
    mailedCards: 2,
    printedAtHomeCards: 1,
    orderSupportCents: 500,
    directSupportCents: 4000,
    directDonations: 1,
  },
  backupRule: 'the active charity that children chose least',
};

describe('/impact', () => {
  it('shows the ledger as an accessible table, a chart with its figures as text, timing, fees and downloads', () =>
    api.verify([impactListed(paidOut)], async () => {
      render(<Impact />);
      const table = await screen.findByRole('table', { name: /gifts children chose, per charity and month/i });
      // Header, one period, the totals.
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      const books = within(table).getByRole('rowheader', { name: 'Books for Every Kid' }).closest('tr') as HTMLElement;
      expect(
        within(books)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Jan 2027', '3', '$60.00', '0', '$60.00', '2027-02-10 (payout 12, TR-77)', '$0.00', '—']);
      // The wide table scrolls in a region a keyboard can reach.
      expect(screen.getByRole('region', { name: /gifts children chose/i })).toHaveAttribute('tabindex', '0');

      const chart = screen.getByRole('figure', { name: /where the money went/i });
      expect(within(chart).getByText('$60.00 chosen: $60.00 paid out, $0.00 waiting')).toBeInTheDocument();

      expect(screen.getByText('34.5 days')).toBeInTheDocument();
      const fees = screen.getByRole('table', { name: 'Fees collected and what they paid for' });
      expect(within(fees).getByRole('rowheader', { name: 'Shipping' }).closest('tr')).toHaveTextContent(
        'printing and mailing 2 cards',
      );
      expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/impact\.csv$/),
      );
      expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute('href', expect.stringMatching(/\/impact$/));
      expect(screen.getByText(/the active charity that children chose least/)).toBeInTheDocument();
      // How fresh the figures are, to the minute.
      expect(screen.getByText('Feb 10, 2027, 08:00 UTC')).toHaveAttribute('datetime', '2027-02-10T08:00:00.000Z');
      expect(screen.getByText(/A child’s choice shows here within 5 minutes/)).toBeInTheDocument();
    }));

  it('says so when the ledger cannot load (no made-up figures)', () =>
    api.offline(async ({ fail }) => {
      fail('GET /impact', { status: 503 });
      render(<Impact />);
      expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    }));

  it('names merged months as a range, backup gifts and waits, and the charities shown together', () => {
    const ledger: ImpactData = {
      ...paidOut,
      charities: [
        {
          charity: 'Books for Every Kid',
          periods: [
            {
              from: '2026-11',
              to: '2027-02',
              gifts: 4,
              giftCents: 8645,
              backupGifts: 1,
              backupCents: 2000,
              paidCents: 2000,
              payouts: [{ payout: 12, paidOn: '2027-02-10', reference: 'TR-77' }],
              earlierPayouts: true,
              waitingCents: 6645,
              oldestWaitDays: 59,
            },
          ],
        },
        {
          charity: null,
          periods: [{ ...(paidOut.charities[0]?.periods[0] as ImpactData['charities'][0]['periods'][0]), gifts: 2 }],
        },
      ],
    };
    render(<LedgerTable ledger={ledger} />);
    const books = screen.getByRole('rowheader', { name: 'Books for Every Kid' }).closest('tr') as HTMLElement;
    expect(
      within(books)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nov 2026 – Feb 2027',
      '4',
      '$86.45',
      '1 ($20.00)',
      '$20.00',
      'earlier payouts; 2027-02-10 (payout 12, TR-77)',
      '$66.45',
      '59 days',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Other charities (fewer than three gifts each)' })).toBeVisible();
  });
});

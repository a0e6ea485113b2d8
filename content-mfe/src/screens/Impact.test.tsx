import type { Impact as ImpactData } from '@littlegivers/shared/contract/schemas/impact';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, useCleanQueryClient } from '../testing/api-stub';
import Impact from './Impact';

useCleanQueryClient();

const ledger: ImpactData = {
  refreshedAt: '2027-02-10T08:00:00.000Z',
  charities: [
    {
      charity: 'Books for Every Kid',
      periods: [
        {
          from: '2027-01',
          to: '2027-03',
          gifts: 4,
          giftCents: 8645,
          backupGifts: 1,
          backupCents: 2000,
          paidCents: 2000,
          payouts: [{ payout: 12, paidOn: '2027-02-10', reference: 'TR-77' }],
          waitingCents: 6645,
          oldestWaitDays: 59,
        },
      ],
    },
    {
      charity: null,
      periods: [
        {
          from: '2027-03',
          to: '2027-03',
          gifts: 1,
          giftCents: 3000,
          backupGifts: 0,
          backupCents: 0,
          paidCents: 0,
          payouts: [],
          waitingCents: 3000,
          oldestWaitDays: 20,
        },
      ],
    },
  ],
  totals: { gifts: 5, giftCents: 11645, backupGifts: 1, backupCents: 2000, paidCents: 2000, waitingCents: 9645 },
  daysToPayout: { median: 34.5, longest: 38, paidGifts: 4 },
  fees: {
    shippingCents: 1790,
    mailedCards: 2,
    printedAtHomeCards: 3,
    orderSupportCents: 500,
    directSupportCents: 4000,
    directDonations: 1,
  },
  backupRule: 'the active charity that children chose least',
};

describe('/impact', () => {
  it('shows the ledger as an accessible table, a chart with its figures as text, timing and fees', async () => {
    stubApi().on('GET /impact', { status: 200, body: ledger });
    render(<Impact />);
    const table = await screen.findByRole('table', { name: /gifts children chose, per charity and month/i });
    const rows = within(table).getAllByRole('row');
    // Header, two periods, the totals.
    expect(rows).toHaveLength(4);
    const books = within(table).getByRole('rowheader', { name: 'Books for Every Kid' }).closest('tr') as HTMLElement;
    expect(
      within(books)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Jan – Mar 2027',
      '4',
      '$86.45',
      '1 ($20.00)',
      '$20.00',
      '2027-02-10 (payout 12, TR-77)',
      '$66.45',
      '59 days',
    ]);
    expect(
      within(table).getByRole('rowheader', { name: 'Other charities (fewer than three gifts each)' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: /gifts children chose/i })).toHaveAttribute('tabindex', '0');

    const chart = screen.getByRole('figure', { name: /where the money went/i });
    expect(within(chart).getByText('$86.45 chosen: $20.00 paid out, $66.45 waiting')).toBeInTheDocument();

    expect(screen.getByText('34.5 days')).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: 'Fees collected and what they paid for' });
    expect(within(fees).getByRole('rowheader', { name: 'Shipping' }).closest('tr')).toHaveTextContent(
      'printing and mailing 2 cards',
    );
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', expect.stringMatching(/\/impact\.csv$/));
    expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute('href', expect.stringMatching(/\/impact$/));
    expect(screen.getByText(/the active charity that children chose least/)).toBeInTheDocument();
  });

  it('says so when the ledger cannot load (no made-up figures)', async () => {
    stubApi().on('GET /impact', { status: 503 });
    render(<Impact />);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

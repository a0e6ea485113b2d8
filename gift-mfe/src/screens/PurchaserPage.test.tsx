import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetEnvironment, stubApi } from '../test/harness';
import PurchaserPage from './PurchaserPage';

const TOKEN = 'T'.repeat(43);

const mailedView: PurchaserView = {
  orderIdentifier: 'LG-0042',
  paidAt: '2026-05-01T15:00:00.000Z',
  recipientName: 'Ava',
  fromName: 'Grandma',
  greeting: { header: 'Happy birthday, Ava!', lines: ['love, Grandma'] },
  giftAmount: 20,
  total: 29.95,
  delivery: 'mail',
  post: { mailBy: '2026-05-06', shippedAt: null, trackingUrl: null },
};

beforeEach(() => {
  resetEnvironment();
  window.location.hash = '';
});

describe('the purchaser page (/my-gift#token)', () => {
  it('sends the fragment token in the body, and shows the gift and its delivery panel', async () => {
    window.location.hash = `#${TOKEN}`;
    const { calls } = stubApi({ 'POST /purchaserView': () => ({ status: 200, body: mailedView }) });
    render(<PurchaserPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'your gift for Ava' })).toBeInTheDocument();
    expect(screen.getByText('LG-0042')).toBeInTheDocument();
    expect(screen.getByText('Happy birthday, Ava!')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'the delivery' });
    expect(delivery).toHaveTextContent('We hand pack your card and mail it by May 6, 2026.');
    expect(calls).toEqual([{ method: 'POST', path: '/purchaserView', body: { token: TOKEN } }]);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows a friendly page, never the API answer, for an unknown link, and asks nothing without a token', async () => {
    window.location.hash = `#${TOKEN}`;
    stubApi({ 'POST /purchaserView': () => ({ status: 404, body: { message: 'This link is not valid any more.' } }) });
    const first = render(<PurchaserPage />);
    expect(await screen.findByRole('heading', { name: "this link doesn't open a gift" })).toBeInTheDocument();
    expect(screen.queryByText(/not valid any more/)).not.toBeInTheDocument();
    first.unmount();

    window.location.hash = '#short';
    const { calls } = stubApi();
    render(<PurchaserPage />);
    expect(screen.getByRole('heading', { name: "this link doesn't open a gift" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

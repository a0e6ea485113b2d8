import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it("an e-card's 'change the delivery': saves a new grown-up, sends now, then offers a resend once a day", async () => {
    window.location.hash = `#${TOKEN}`;
    const waiting: PurchaserView = {
      ...mailedView,
      delivery: 'email',
      post: undefined,
      email: {
        grownUpName: 'Pat',
        grownUpEmail: 'pat@example.com',
        sendOn: '2027-01-05',
        timeZone: 'America/New_York',
        sendAt: '2027-01-05T13:00:00.000Z',
        sentAt: null,
        resendFrom: null,
      },
    };
    const email = waiting.email as NonNullable<PurchaserView['email']>;
    const sent: PurchaserView = {
      ...waiting,
      email: {
        ...email,
        grownUpEmail: 'jo@example.com',
        sentAt: '2026-11-26T10:00:00.000Z',
        resendFrom: '2026-11-27T10:00:00.000Z',
      },
    };
    const { calls } = stubApi({
      'POST /purchaserView': () => ({ status: 200, body: waiting }),
      'POST /purchaserView/delivery': (call) => ({
        status: 200,
        body:
          (call.body as { action: string }).action === 'sendNow'
            ? sent
            : { ...waiting, email: { ...email, grownUpEmail: 'jo@example.com' } },
      }),
    });
    const user = userEvent.setup();
    render(<PurchaserPage />);
    const panel = await screen.findByRole('region', { name: 'change the delivery' });
    expect(panel).toHaveTextContent(
      'We will email the card to Pat at pat@example.com on Tuesday, January 5, 2027 at 8:00 in the morning (America/New York time).',
    );
    const address = screen.getByLabelText("grown-up's email");
    await user.clear(address);
    await user.type(address, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'save the changes' }));
    expect(screen.getByText('Please include a valid email for the grown-up')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'save the changes' }));
    expect(await screen.findByText('saved: the delivery is changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'send it now' }));
    expect(await screen.findByRole('button', { name: 'send it again' })).toBeDisabled();
    expect(panel).toHaveTextContent('The card was sent to jo@example.com');
    expect(calls.filter((call) => call.path === '/purchaserView/delivery').map((call) => call.body)).toEqual([
      {
        token: TOKEN,
        action: 'change',
        grownUpName: 'Pat',
        grownUpEmail: 'jo@example.com',
        sendOn: '2027-01-05',
        timeZone: 'America/New_York',
      },
      { token: TOKEN, action: 'sendNow', grownUpName: 'Pat', grownUpEmail: 'jo@example.com' },
    ]);
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

describe('after the gift (the trail and the settings)', () => {
  const redeemedView: PurchaserView = {
    ...mailedView,
    post: { mailBy: '2026-05-06', shippedAt: '2026-05-04T10:00:00.000Z', trackingUrl: 'https://tools.usps.com/x' },
    afterGift: {
      trail: [
        { kind: 'paid', at: '2026-05-01T15:00:00.000Z', text: 'Paid: a $20.00 gift for Ava' },
        {
          kind: 'mailed',
          at: '2026-05-04T10:00:00.000Z',
          text: 'Printed and mailed',
          link: { href: 'https://tools.usps.com/x', label: 'track the package' },
        },
        { kind: 'opened', at: '2026-06-01T09:00:00.000Z', text: 'Ava opened the gift' },
        { kind: 'chose', at: '2026-06-01T09:00:00.000Z', text: 'Ava chose Books for Every Kid' },
        { kind: 'paid-out', at: '2026-07-10', text: 'paid to Books for Every Kid on July 10, 2026 (payout 7)' },
      ],
      open: false,
      backupOn: '2027-05-01T15:00:00.000Z',
      settings: { backupCharityId: null, notifyWhenUsed: true, remindersOn: true },
      charities: [{ id: 1, name: 'Books for Every Kid' }],
      neededMostRule: 'the active charity that children chose least',
    },
  };

  it('shows the trail with its dates, in order, and no backup choice once the gift is given', async () => {
    window.location.hash = `#${TOKEN}`;
    stubApi({ 'POST /purchaserView': () => ({ status: 200, body: redeemedView }) });
    render(<PurchaserPage />);
    const trail = await screen.findByRole('region', { name: 'where your gift is' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'May 1, 2026Paid: a $20.00 gift for Ava',
      'May 4, 2026Printed and mailed track the package',
      'June 1, 2026Ava opened the gift',
      'June 1, 2026Ava chose Books for Every Kid',
      'July 10, 2026paid to Books for Every Kid on July 10, 2026 (payout 7)',
    ]);
    expect(within(trail).getByRole('link', { name: 'track the package' })).toHaveAttribute(
      'href',
      'https://tools.usps.com/x',
    );
    expect(screen.queryByRole('combobox', { name: 'backup charity' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'tell me when my gift is used' })).toBeChecked();
  });

  it('saves the backup charity and the reminders with the token in the body', async () => {
    const openView: PurchaserView = {
      ...mailedView,
      afterGift: { ...(redeemedView.afterGift as NonNullable<PurchaserView['afterGift']>), open: true, trail: [] },
    };
    window.location.hash = `#${TOKEN}`;
    const { calls } = stubApi({
      'POST /purchaserView': () => ({ status: 200, body: openView }),
      'POST /purchaserSettings': () => ({
        status: 200,
        body: {
          ...openView,
          afterGift: {
            ...openView.afterGift,
            settings: { backupCharityId: 1, notifyWhenUsed: true, remindersOn: false },
          },
        },
      }),
    });
    const user = userEvent.setup();
    render(<PurchaserPage />);
    const select = await screen.findByRole('combobox', { name: 'backup charity' });
    expect(within(select).getByRole('option', { name: 'where it’s needed most' })).toBeInTheDocument();
    await user.selectOptions(select, 'Books for Every Kid');
    await user.click(screen.getByRole('checkbox', { name: /remind me if the gift is not opened/ }));
    await user.click(screen.getByRole('button', { name: 'save settings' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/purchaserSettings',
      body: { token: TOKEN, backupCharityId: 1, notifyWhenUsed: true, remindersOn: false },
    });
  });
});

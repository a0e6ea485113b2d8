import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../test/api-contract';
import {
  ecardDeliveryChanged,
  ecardSentNow,
  givenGiftShown,
  mailedGiftShown,
  openGiftShown,
  sentEcardShown,
  settingsSaved,
  PURCHASER_TOKEN as TOKEN,
  unknownPurchaserLink,
  waitingEcardShown,
} from '../test/purchaser-contract';
import PurchaserPage from './PurchaserPage';

beforeEach(() => {
  window.location.hash = '';
});

describe('the purchaser page (/my-gift#token)', () => {
  it('sends the fragment token in the body, and shows the gift and its delivery panel', () =>
    api.verify([mailedGiftShown], async ({ calls }) => {
      window.location.hash = `#${TOKEN}`;
      render(<PurchaserPage />);
      expect(await screen.findByRole('heading', { level: 1, name: 'your gift for Ava' })).toBeInTheDocument();
      expect(screen.getByText('LG-0042')).toBeInTheDocument();
      expect(screen.getByText('Happy birthday, Ava!')).toBeInTheDocument();
      const delivery = screen.getByRole('region', { name: 'the delivery' });
      expect(delivery).toHaveTextContent('We hand pack your card and mail it by May 6, 2026.');
      expect(calls).toEqual([{ method: 'POST', path: '/purchaserView', body: { token: TOKEN } }]);
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }));

  it("an e-card's 'change the delivery': saves a new grown-up, then sends it now", () =>
    api.verify([waitingEcardShown, ecardDeliveryChanged, ecardSentNow], async ({ calls }) => {
      window.location.hash = `#${TOKEN}`;
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
      expect(panel).toHaveTextContent('We will email the card to Pat at jo@example.com');
      await user.click(screen.getByRole('button', { name: 'send it now' }));
      expect(await screen.findByText('sent: the card is on its way')).toBeInTheDocument();
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
    }));

  it('an e-card sent again as often as a day allows: says when it went, and when it may go again', () =>
    api.verify([sentEcardShown], async () => {
      window.location.hash = `#${TOKEN}`;
      render(<PurchaserPage />);
      const panel = await screen.findByRole('region', { name: 'change the delivery' });
      expect(panel).toHaveTextContent('The card was sent to jo@example.com');
      expect(panel).toHaveTextContent('You can send it again from');
      expect(within(panel).getByRole('button', { name: 'send it again' })).toBeDisabled();
    }));

  it('shows a friendly page, never the API answer, for an unknown link', () =>
    api.verify([unknownPurchaserLink], async () => {
      window.location.hash = `#${TOKEN}`;
      render(<PurchaserPage />);
      expect(await screen.findByRole('heading', { name: "this link doesn't open a gift" })).toBeInTheDocument();
      expect(screen.queryByText(/not valid any more/)).not.toBeInTheDocument();
    }));

  it('asks nothing without a token', () =>
    api.offline(async ({ calls }) => {
      window.location.hash = '#short';
      render(<PurchaserPage />);
      expect(screen.getByRole('heading', { name: "this link doesn't open a gift" })).toBeInTheDocument();
      expect(calls).toEqual([]);
    }));
});

describe('after the gift (the trail and the settings)', () => {
  it('shows the trail with its dates, in order, and no backup choice once the gift is given', () =>
    api.verify([givenGiftShown], async () => {
      window.location.hash = `#${TOKEN}`;
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
    }));

  it('saves the backup charity and the reminders with the token in the body', () =>
    api.verify([openGiftShown, settingsSaved], async ({ calls }) => {
      window.location.hash = `#${TOKEN}`;
      const user = userEvent.setup();
      render(<PurchaserPage />);
      const select = await screen.findByRole('combobox', { name: 'backup charity' });
      expect(within(select).getByRole('option', { name: 'where it’s needed most' })).toBeInTheDocument();
      await user.selectOptions(select, 'Books for Every Kid');
      const reminders = screen.getByRole('checkbox', { name: /remind me if the gift is not opened/ });
      await user.click(reminders);
      await user.click(screen.getByRole('button', { name: 'save settings' }));
      expect(await screen.findByText('Saved.')).toBeInTheDocument();
      expect(reminders).not.toBeChecked();
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        path: '/purchaserSettings',
        body: { token: TOKEN, backupCharityId: 1, notifyWhenUsed: true, remindersOn: false },
      });
    }));
});

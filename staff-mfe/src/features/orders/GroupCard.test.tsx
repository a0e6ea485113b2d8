/**
 * A group card on its order's screen: every part with its status and refund and the audit records;
 * an operator sees each giver's name and e-mail and who acted, a viewer none of them. A cancelled
 * card never went, so its order is no paid order: the screen shows its group all the same, and
 * nothing of a paid order's (its trail) while it waits for that answer.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, GROUP_ORDER, groupOfOrder, sessionOf, signedIn, unpaidGroupOrder } from '../../test/api-contract';
import { renderConsoleAt } from '../../test/render-console';

const openGroupOrder = async () => {
  renderConsoleAt(`/staff/orders/${GROUP_ORDER}`);
  return screen.findByRole('region', { name: 'group card' });
};

describe("a group card's order", () => {
  it('shows an operator every part with its giver, status and refund, and the audit records', () =>
    api.verify(
      [sessionOf('operator'), unpaidGroupOrder('operator'), groupOfOrder('operator')],
      async () => {
        const card = await openGroupOrder();
        expect(within(card).getByText('cancelled', { selector: 'dd' })).toBeInTheDocument();
        const parts = within(card).getByRole('table', { name: 'Contributions' });
        expect(
          within(parts)
            .getAllByRole('columnheader')
            .map((cell) => cell.textContent),
        ).toEqual(['giver', 'email', 'amount', 'status', 'paid', 'refunded', 'why']);
        const [part] = within(parts).getAllByRole('row').slice(1);
        expect(
          within(part as HTMLElement)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ).toEqual([
          'Grandma',
          'grandma@example.com',
          '$25.00',
          'refunded',
          '2026-11-29 10:00',
          '2026-11-29 10:05',
          'card cancelled',
        ]);
        const audit = within(card).getByRole('table', { name: 'Audit records' });
        expect(audit).toHaveTextContent('groups.cancel');
        expect(audit).toHaveTextContent('ops (command line)');
      },
      signedIn,
    ));

  it("shows an unpaid card's group once its order's 404 comes (asked once), never an empty trail before it", () =>
    api.verify(
      [sessionOf('operator'), unpaidGroupOrder('operator'), groupOfOrder('operator')],
      async (session) => {
        await openGroupOrder();
        expect(screen.queryByRole('heading', { name: "the gift's trail" })).not.toBeInTheDocument();
        expect(session.count('GET', `/staff/orders/${GROUP_ORDER}`)).toBe(1);
      },
      signedIn,
    ));

  it('shows a viewer the parts and audit records without a name, an e-mail or who acted', () =>
    api.verify(
      [sessionOf('viewer'), unpaidGroupOrder('viewer'), groupOfOrder('viewer')],
      async () => {
        const card = await openGroupOrder();
        const parts = within(card).getByRole('table', { name: 'Contributions' });
        expect(within(parts).queryByRole('columnheader', { name: 'giver' })).not.toBeInTheDocument();
        expect(within(parts).queryByRole('columnheader', { name: 'email' })).not.toBeInTheDocument();
        expect(parts).toHaveTextContent('$25.00');
        expect(parts).toHaveTextContent('refunded');
        const audit = within(card).getByRole('table', { name: 'Audit records' });
        expect(audit).toHaveTextContent('groups.cancel');
        expect(within(audit).queryByRole('columnheader', { name: 'by' })).not.toBeInTheDocument();
        expect(card).not.toHaveTextContent('@');
      },
      signedIn,
    ));
});

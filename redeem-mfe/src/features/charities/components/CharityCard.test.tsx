import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { setReducedMotion } from '@littlegivers/shared/testing/reduced-motion';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizations } from '../../../test/fixtures';
import { CharityCard } from './CharityCard';

const paws = organizations[0] as RedemptionOrganization;
const wings = organizations[1] as RedemptionOrganization;

afterEach(() => vi.unstubAllGlobals());

function renderCard(organization = paws) {
  const onDonate = vi.fn();
  const user = userEvent.setup();
  render(
    <ul>
      <CharityCard organization={organization} preview={false} busy={false} onDonate={onDonate} />
    </ul>,
  );
  const item = screen.getByRole('listitem', { name: organization.organizationName });
  return { user, onDonate, item };
}

const turn = (item: HTMLElement) => within(item).getByTestId('charity-turn');

describe('a charity card', () => {
  it("'learn more' flips it to the description and the link; the hidden face is never read; focus stays", async () => {
    const { user, item } = renderCard();
    const front = item.querySelector('.redeem-charity__front') as HTMLElement;
    const back = item.querySelector('.redeem-charity__back') as HTMLElement;
    expect(within(item).getByRole('heading', { level: 2, name: 'Paws Rescue League' })).toBeInTheDocument();
    expect(back).toHaveAttribute('aria-hidden', 'true');
    expect(back).toHaveAttribute('inert');
    expect(within(item).queryByRole('button', { name: 'Visit Paws' })).not.toBeInTheDocument();

    const learnMore = within(item).getByRole('button', { name: /^learn more ?about Paws Rescue League$/ });
    expect(learnMore).toHaveAttribute('aria-expanded', 'false');
    expect(learnMore).toHaveAttribute('aria-controls', back.id);
    await user.click(learnMore);

    expect(turn(item)).toHaveClass('redeem-charity__turn--flipped');
    expect(learnMore).toHaveAttribute('aria-expanded', 'true');
    expect(learnMore).toHaveAccessibleName(/^back to the picture ?about Paws Rescue League$/);
    expect(learnMore).toHaveFocus();
    expect(back).not.toHaveAttribute('aria-hidden', 'true');
    expect(back).not.toHaveAttribute('inert');
    expect(front).toHaveAttribute('aria-hidden', 'true');
    expect(front).toHaveAttribute('inert');
    expect(within(item).getByText('Paws Rescue League does good things.')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Visit Paws' })).toHaveAttribute('aria-haspopup', 'dialog');
    // The card's name stays its accessible name on either face.
    expect(item).toHaveAccessibleName('Paws Rescue League');

    await user.click(learnMore);
    expect(turn(item)).not.toHaveClass('redeem-charity__turn--flipped');
    expect(back).toHaveAttribute('aria-hidden', 'true');
  });

  it('turns over the enter duration (spec: 500 ms)', () => {
    setReducedMotion(false);
    const { item } = renderCard();
    expect(turn(item).style.transitionDuration).toBe('500ms');
  });

  it('has no transition under prefers-reduced-motion', () => {
    setReducedMotion(true);
    const { item } = renderCard();
    expect(turn(item).style.transitionDuration).toBe('0ms');
  });

  it('shows no link when the url is not http(s)', async () => {
    const { user, item } = renderCard(wings);
    await user.click(within(item).getByRole('button', { name: /learn more/ }));
    expect(within(item).queryByRole('button', { name: 'Bad link' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it("'Donate to' hands the organization and the button over", async () => {
    const { user, item, onDonate } = renderCard();
    const donate = within(item).getByRole('button', { name: 'Donate to Paws Rescue League' });
    await user.click(donate);
    expect(onDonate).toHaveBeenCalledWith(paws, donate);
  });
});

describe('the grown-up gate before an outside website', () => {
  it('asks for a grown-up first; cancel or Escape stays here and gives focus back', async () => {
    const { user, item } = renderCard();
    await user.click(within(item).getByRole('button', { name: /learn more/ }));
    const visit = within(item).getByRole('button', { name: 'Visit Paws' });
    await user.click(visit);

    const gate = screen.getByRole('dialog', { name: 'ask a grown-up first' });
    expect(gate).toHaveAttribute('aria-modal', 'true');
    expect(gate).toHaveAccessibleDescription(/this goes to another website, ask a grown-up/);
    expect(gate).toHaveTextContent('example.org');
    const cancel = within(gate).getByRole('button', { name: 'cancel' });
    const next = within(gate).getByRole('link', { name: /continue to the website/ });
    expect(cancel).toHaveFocus();
    // Focus is trapped: Tab wraps inside the dialog.
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    // The page behind is inert.
    expect(item.closest('[inert]')).not.toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visit).toHaveFocus();
    expect(item.closest('[inert]')).toBeNull();

    await user.click(visit);
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visit).toHaveFocus();
  });

  it("'continue' opens the website in a new tab without handing it this page", async () => {
    const { user, item } = renderCard();
    await user.click(within(item).getByRole('button', { name: /learn more/ }));
    await user.click(within(item).getByRole('button', { name: 'Visit Paws' }));
    const next = screen.getByRole('link', { name: /^continue to the website ?\(opens in a new tab\)$/ });
    expect(next).toHaveAttribute('href', 'https://example.org/paws');
    expect(next).toHaveAttribute('target', '_blank');
    expect(next).toHaveAttribute('rel', 'noopener noreferrer');
    // jsdom does not navigate; the click closes the gate.
    next.addEventListener('click', (event) => event.preventDefault());
    await user.click(next);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

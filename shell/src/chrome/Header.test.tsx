import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

vi.mock('../federation/screens/load-screen', () => ({
  loadRemoteScreen: vi.fn(() => Promise.resolve({ default: () => null })),
}));

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/faq']}>
      <Header />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'main' });
  const button = within(nav).getByRole('button', { name: 'menu' });
  return { nav, button, menu: document.getElementById('main-menu') };
}

describe('the menu button (disclosure pattern)', () => {
  it('controls the list of links and starts closed', () => {
    const { nav, button, menu } = renderHeader();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'main-menu');
    expect(menu?.tagName).toBe('UL');
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('opens and closes from the keyboard (Enter and Space on the button)', async () => {
    const user = userEvent.setup();
    const { nav, button } = renderHeader();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape inside the menu closes it and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { nav, button } = renderHeader();
    await user.click(button);
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { nav, button } = renderHeader();
    await user.click(button);
    await user.click(within(nav).getByRole('link', { name: 'about us' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

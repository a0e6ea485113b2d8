import { $flowResets, $runtimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { copyrightLine, Footer } from './Footer';
import { Header } from './Header';

vi.mock('../federation/screens/load-screen', () => ({
  loadRemoteScreen: vi.fn(() => Promise.resolve({ default: () => null })),
}));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('navigation and footer', () => {
  afterEach(() => $runtimeConfig.set(localRuntimeConfig));

  it('lists home, gift now, kidspage, faq, support {product}, about us in both', () => {
    $runtimeConfig.set({ ...localRuntimeConfig, productName: 'Tiny Givers' });
    render(
      <MemoryRouter>
        <Header />
        <Footer />
      </MemoryRouter>,
    );
    const expected = ['home', 'gift now', 'kidspage', 'faq', 'support Tiny Givers', 'about us'];
    for (const name of ['main', 'footer']) {
      const nav = screen.getByRole('navigation', { name });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(expected);
    }
  });

  it('shows a copyright line with the current year', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(copyrightLine('Little Givers'))).toBeInTheDocument();
    expect(copyrightLine('Little Givers', new Date('2031-05-01'))).toBe('© 2031 Little Givers. All rights reserved.');
  });

  it('sends the flow-reset signal when gift now or kidspage is followed, even from that page', async () => {
    render(
      <MemoryRouter initialEntries={['/gift-now']}>
        <Header />
        <Where />
      </MemoryRouter>,
    );
    const before = $flowResets.get();
    const nav = screen.getByRole('navigation', { name: 'main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'gift now' }));
    expect($flowResets.get().gift).toBe(before.gift + 1);
    await userEvent.click(within(nav).getByRole('link', { name: 'kidspage' }));
    expect($flowResets.get().redeem).toBe(before.redeem + 1);
    expect(screen.getByTestId('where')).toHaveTextContent('/kidspage');
    await userEvent.click(within(nav).getByRole('link', { name: 'faq' }));
    expect($flowResets.get()).toEqual({ gift: before.gift + 1, redeem: before.redeem + 1 });
  });
});

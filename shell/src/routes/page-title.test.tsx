import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';
import { documentTitle } from './page-title';

describe('document titles', () => {
  afterEach(() => $runtimeConfig.set(localRuntimeConfig));

  it.each([
    ['/', 'home · Little Givers'],
    ['/gift-now', 'gift now · Little Givers'],
    ['/kidspage', 'kidspage · Little Givers'],
    ['/redeem-now', 'kidspage · Little Givers'],
    ['/faq', 'faq · Little Givers'],
    ['/faq/', 'faq · Little Givers'],
    ['/donate', 'support Little Givers · Little Givers'],
    ['/about-us', 'about us · Little Givers'],
    ['/fun-ideas', 'fun ideas · Little Givers'],
    ['/charities', 'charities · Little Givers'],
    ['/nope', 'page not found · Little Givers'],
    ['/FAQ', 'page not found · Little Givers'],
  ])('%s is "%s"', (path, title) => {
    expect(documentTitle(path, 'Little Givers')).toBe(title);
  });

  it('follows navigation and the product name of the runtime config', async () => {
    $runtimeConfig.set({ ...localRuntimeConfig, productName: 'Kind Kids' });
    render(
      <MemoryRouter initialEntries={['/']}>
        <DocumentTitle />
        <Link to="/gift-now">go</Link>
      </MemoryRouter>,
    );
    expect(document.title).toBe('home · Kind Kids');
    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(document.title).toBe('gift now · Kind Kids');
  });
});

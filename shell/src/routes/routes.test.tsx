import { $flowResets } from '@littlegivers/shared/web/bus';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { HashRedirect, hashRedirects } from './HashRedirect';

vi.mock('../federation/screens/RemoteScreen', () => ({
  RemoteScreen: ({ remote, module }: { remote: string; module: string }) => (
    <p data-testid="remote">{`${remote} ${module}`}</p>
  ),
}));

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{pathname + hash}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HashRedirect />
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

describe('routes', () => {
  it.each([
    ['/gift-now', 'gift ./GiftFlow'],
    ['/kidspage', 'redeem ./RedeemFlow'],
    ['/redeem-now', 'redeem ./RedeemFlow'],
    ['/faq', 'content ./Faq'],
    ['/donate', 'content ./Donate'],
    ['/about-us', 'content ./AboutUs'],
    ['/fun-ideas', 'content ./FunIdeas'],
    ['/charities', 'content ./Charities'],
  ])('%s renders %s from its remote', (path, screenName) => {
    renderAt(path);
    expect(screen.getByTestId('remote')).toHaveTextContent(screenName);
  });

  it.each(['/faq/extra', '/FAQ', '/nope'])('%s is not an exact route: friendly not-found', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: "we couldn't find that page" })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).toBeNull();
  });

  it('the home page leads to gift now and the kidspage', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'gift now' })).toHaveAttribute('href', '/gift-now');
    expect(screen.getByRole('link', { name: /kidspage/ })).toHaveAttribute('href', '/kidspage');
  });

  it.each(Object.entries(hashRedirects))('home hash %s redirects to %s', async (hash, target) => {
    renderAt(`/${hash}`);
    expect(await screen.findByTestId('where')).toHaveTextContent(new RegExp(`^${target}$`));
  });

  it('a hash redirect into a flow starts that flow over', () => {
    const before = $flowResets.get().gift;
    renderAt('/#!gift-now');
    expect($flowResets.get().gift).toBe(before + 1);
  });

  it('ignores unknown hashes and hashes on other pages', () => {
    renderAt('/#!unknown');
    expect(screen.getByTestId('where')).toHaveTextContent('/#!unknown');
  });
});

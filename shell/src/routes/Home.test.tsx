import { deliverySchema } from '@littlegivers/shared/contract/schemas/package';
import { ORDER_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Home, homeCauses, homeDeliveries, homeSteps } from './Home';

function renderHome() {
  return render(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

describe('the home page', () => {
  afterEach(() => $runtimeConfig.set(localRuntimeConfig));

  it('shows the card and the keepsake token in the hero, drawn by the design package once its chunk is in', async () => {
    renderHome();
    const hero = screen.getByRole('region', { name: 'give a child the joy of giving' });
    // The figure is there from the first frame (it keeps its size), the drawing a moment later.
    const figure = hero.querySelector('figure.sample-card');
    expect(figure).toHaveAttribute('aria-hidden', 'true');
    const card = await within(hero).findByRole('img', { name: /Happy Birthday, Maya!/ });
    expect(figure).not.toHaveAttribute('aria-hidden');
    expect(within(hero).getByText('the printed card, and the keepsake token with its secret code')).toBeVisible();
    expect(card.tagName.toLowerCase()).toBe('svg');
    expect(card.getAttribute('viewBox')).toBe('0 0 504 360');
    // The art is the served SVG files (inlined as data URLs by the test bundler), not emoji characters.
    const art = [...card.querySelectorAll('image')].map((image) => image.getAttribute('href'));
    expect(art.length).toBeGreaterThanOrEqual(3);
    for (const href of art) expect(href).toMatch(/\.svg$|^data:image\/svg\+xml/);
    expect(within(hero).getByRole('img', { name: /keepsake token with the code K1DS-G1VE-H4PP-Y123/ })).toBeVisible();
    expect(within(hero).getByRole('link', { name: 'gift now' })).toHaveAttribute('href', '/gift-now');
    expect(within(hero).getByRole('link', { name: /kidspage/ })).toHaveAttribute('href', '/kidspage');
    expect(within(hero).getByRole('link', { name: 'start a group card' })).toHaveAttribute(
      'href',
      '/gift-now?card=group',
    );
  });

  it('explains how it works in three illustrated steps', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'how it works' });
    const steps = [...(section.querySelector('ol')?.children ?? [])] as HTMLElement[];
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      homeSteps.map((step) => step.title),
    );
    for (const step of steps) {
      const art = step.querySelector('img');
      expect(art).toHaveAttribute('alt', '');
      expect(art).toHaveAttribute('width', '64');
      expect(art).toHaveAttribute('loading', 'lazy');
      expect(art?.getAttribute('src')).toMatch(/\.svg$|^data:image\/svg\+xml/);
    }
  });

  it('names every delivery in "how it works": mailed with the token, or printed at home', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'how it works' });
    const second = within(section).getByRole('heading', { name: 'it reaches the child' }).closest('li');
    if (!second) throw new Error('the second step is a list item');
    const ways = within(second)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(ways).toEqual([
      'we mail it: hand packed, with a keepsake token that carries a secret code',
      'or you print it at home: a PDF right after paying, the secret code on its token panel',
      'or we email it to a grown-up: an e-card on the day you choose, to hand on to the child',
    ]);
    // Every delivery the contract knows is named: a new one is one entry of homeDeliveries.
    expect(Object.keys(homeDeliveries).sort()).toEqual([...deliverySchema.options].sort());
  });

  it('shows the four causes with their art, each linking to /charities, and links to fun ideas', () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'four causes to choose from' });
    for (const cause of homeCauses) {
      const link = within(section).getByRole('link', { name: new RegExp(`^${cause.title}`) });
      expect(link).toHaveAttribute('href', '/charities');
      expect(link.querySelector('img[alt=""]')).not.toBeNull();
    }
    expect(within(section).getByRole('link', { name: 'see every charity' })).toHaveAttribute('href', '/charities');
    expect(within(section).getByRole('link', { name: 'fun ideas for giving' })).toHaveAttribute('href', '/fun-ideas');
  });

  it('states the trust line with the EIN of the runtime config', () => {
    $runtimeConfig.set({ ...localRuntimeConfig, productName: 'Kind Kids', ein: '12-3456789' });
    renderHome();
    const trust = screen.getByRole('region', { name: 'why you can trust us' });
    expect(trust).toHaveTextContent('Kind Kids is a tax-exempt 501(c)(3) charity (EIN 12-3456789)');
    expect(trust).toHaveTextContent('Children never give us any personal information.');
    // The one rule of docs/adr/0011: the whole order, in the words every page and receipt uses.
    expect(trust).toHaveTextContent(ORDER_TAX_SENTENCE);
  });

  it('uses no emoji characters: art is served as files', () => {
    const { container } = renderHome();
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

import { setRuntimeConfig } from '@littlegivers/shared/web/bus';
import { CARD_ART_URLS } from '@littlegivers/shared/web/card-art-urls';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { getQueryClient } from '@littlegivers/shared/web/ui/RemoteRoot';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, ecardOpened, ECARD_TOKEN as TOKEN, unknownEcardLink } from '../test/api-contract';
import EcardPage from './EcardPage';
import RedeemFlow from './RedeemFlow';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/ecard', element: <EcardPage /> },
      { path: '/kidspage', element: <RedeemFlow /> },
    ],
    { initialEntries: ['/ecard'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStorage.clear();
  getQueryClient().clear();
  setRuntimeConfig({ ...localRuntimeConfig, debug: true });
  window.location.hash = '';
});

describe('the e-card page (/ecard#token)', () => {
  it('opens the card, shows the greeting and the code, and goes to the kidspage with the code filled in', () =>
    api.verify([ecardOpened], async ({ calls }) => {
      window.location.hash = `#${TOKEN}`;
      const { router, user } = renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Grandma sent Ava a gift' })).toBeInTheDocument();
      expect(screen.getByRole('figure', { name: 'the card' })).toHaveTextContent('Happy birthday, Ava!');
      expect(screen.getByTestId('ecard-code')).toHaveTextContent('K7QM-2XWD-9PLA-4RTE');
      // The token drawn by the design package carries it too, two groups a line; the text breaks only between groups.
      const token = screen.getByRole('figure', { name: 'K7QM-2XWD-9PLA-4RTE' });
      expect(token.querySelector('svg')?.textContent).toContain('K7QM-2XWD');
      expect([...screen.getByTestId('ecard-code').querySelectorAll('span')].map((group) => group.textContent)).toEqual([
        'K7QM-',
        '2XWD-',
        '9PLA-',
        '4RTE',
      ]);
      expect(screen.getByRole('button', { name: 'print the card (PDF)' })).toBeInTheDocument();
      expect(calls).toEqual([{ method: 'POST', path: '/ecardView', body: { token: TOKEN } }]);
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      await user.click(screen.getByRole('button', { name: 'go to the kidspage' }));
      expect(router.state.location.pathname).toBe('/kidspage');
      expect(router.state.location.search + router.state.location.hash).not.toContain('K7QM');
      expect(await screen.findByDisplayValue('K7QM-2XWD-9PLA-4RTE')).toBeInTheDocument();
    }));

  it('shows a friendly page for an unknown link, never the API answer', () =>
    api.verify([unknownEcardLink], async () => {
      window.location.hash = `#${TOKEN}`;
      renderPage();
      expect(await screen.findByRole('heading', { name: "this link doesn't open a card" })).toBeInTheDocument();
      expect(screen.queryByText(/not valid any more/)).not.toBeInTheDocument();
    }));

  it('asks nothing without a token', () =>
    api.offline(async ({ calls }) => {
      window.location.hash = '#short';
      renderPage();
      expect(await screen.findByRole('heading', { name: "this link doesn't open a card" })).toBeInTheDocument();
      expect(calls).toEqual([]);
    }));

  it('draws the card of its design as printed, behind the cover that opens', () =>
    api.verify([ecardOpened], async () => {
      window.location.hash = `#${TOKEN}`;
      renderPage();
      const figure = await screen.findByRole('figure', { name: 'the card' });
      const drawing = within(figure).getByRole('img', { name: 'card: Happy birthday, Ava! love, Grandma' });
      expect(drawing).toHaveAttribute('data-design', 'birthday');
      const art = [...drawing.querySelectorAll('image')].map((image) => image.getAttribute('href'));
      expect(art).toEqual(
        expect.arrayContaining([CARD_ART_URLS['birthday-cake'], CARD_ART_URLS.balloon, CARD_ART_URLS['party-popper']]),
      );
      // A chosen greeting is printed at 32 pt, as on the paper card.
      expect(drawing.querySelector('text')).toHaveAttribute('font-size', '32');
      const cover = figure.querySelector('.ecard-card__cover');
      expect(cover).toHaveAttribute('aria-hidden', 'true');
      expect(cover).toHaveTextContent('for Ava');
    }));
});

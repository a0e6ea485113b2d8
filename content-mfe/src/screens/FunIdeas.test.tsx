import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, funIdeasListed, useCleanQueryClient } from '../testing/api-contract';
import FunIdeas from './FunIdeas';

useCleanQueryClient();

const cardHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/fun-ideas', () => {
  it('shows the API ideas sorted by sortOrder, each with heading, text and its optional image', () =>
    api.verify(
      [
        funIdeasListed([
          {
            id: 20,
            heading: 'Bake sale',
            text: 'Sell cookies.',
            iconUrl: 'http://localhost:3100/images/cookie.svg',
            sortOrder: 5,
          },
          { id: 10, heading: 'Giving jar', text: 'Save coins.', iconUrl: null, sortOrder: 1 },
          { id: 30, heading: 'Thank-you note', text: 'Write one.', iconUrl: null, sortOrder: 9 },
        ]),
      ],
      async () => {
        render(<FunIdeas />);
        expect(await screen.findByRole('heading', { name: 'Giving jar' })).toBeInTheDocument();
        expect(cardHeadings()).toEqual(['Giving jar', 'Bake sale', 'Thank-you note']);

        const cards = within(screen.getByRole('list')).getAllByRole('listitem');
        expect(cards).toHaveLength(3);
        const bakeSale = cards[1] as HTMLElement;
        expect(within(bakeSale).getByText('Sell cookies.')).toBeInTheDocument();
        // The icon is decorative (alt=""), next to the heading that says it all.
        const image = bakeSale.querySelector('img');
        expect(image).toHaveAttribute('src', 'http://localhost:3100/images/cookie.svg');
        expect(image).toHaveAttribute('alt', '');
        expect((cards[0] as HTMLElement).querySelector('img')).toBeNull();
        // The card title is the heading alone (the spec's 'key' is the list key).
        expect(within(bakeSale).getByRole('heading').textContent).toBe('Bake sale');
      },
    ));

  it.each([
    ['an error status', { status: 503 }],
    ['a network failure', 'network-error' as const],
  ])('shows the built-in samples, sorted, on %s', (_name, answer) =>
    api.offline(async ({ fail }) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fail('GET /FunIdeas', answer);
      render(<FunIdeas />);
      expect(await screen.findByRole('heading', { name: 'Talk about causes you care about' })).toBeInTheDocument();
      expect(cardHeadings()).toEqual([
        'Talk about causes you care about',
        'Learn about your charity',
        'Make a thank-you card',
        'Start a giving jar',
        'Give your time',
        'Pass it on',
      ]);
    }),
  );

  it('shows a loading view until the ideas arrive', () =>
    api.offline(async ({ fail }) => {
      fail('GET /FunIdeas', 'hang');
      render(<FunIdeas />);
      expect(screen.getByRole('status')).toHaveTextContent('loading fun ideas');
    }));
});

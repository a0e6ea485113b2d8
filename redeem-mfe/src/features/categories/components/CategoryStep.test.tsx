import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, categoriesListed, codeAccepted, organizationsListed } from '../../../test/api-contract';
import { enterCode, renderFlow } from '../../../test/render-flow';

vi.mock('altcha', () => ({}));

const accepted = codeAccepted('with a human-check proof');

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('step 2: category choice', () => {
  it('shows who gifted how much, and a card per category sorted by sortOrder', () =>
    api.verify([accepted, categoriesListed], async () => {
      const { user } = renderFlow();
      await enterCode(user);
      expect(
        screen.getByText('Grandma has gifted $25 for you to decide how to make a difference in the world'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('hi Mia!');
      await screen.findByRole('button', { name: 'choose Protect Animals' });
      expect(cardTitles()).toEqual([
        'Protect Animals',
        'Help Children',
        'Promote Peace',
        'Save the Environment',
        'Brand New Category',
      ]);
      const card = screen.getByRole('heading', { name: 'Help Children' }).closest('li') as HTMLElement;
      expect(within(card).getByText('Help Children description')).toBeInTheDocument();
      expect(card.querySelector('img')).toHaveAttribute('src', 'https://img.example/3.svg');
    }));

  it('alternates the image: odd sortOrder on the left, even on the right', () =>
    api.verify([accepted, categoriesListed], async () => {
      const { user } = renderFlow();
      await enterCode(user);
      await screen.findByRole('button', { name: 'choose Protect Animals' });
      const sides = screen.getAllByRole('listitem').map((item) => item.getAttribute('data-image-side'));
      expect(sides).toEqual(['left', 'right', 'left', 'right', 'left']);
      expect(screen.getAllByRole('listitem')[0]).toHaveClass('redeem-category--image-left');
      expect(screen.getAllByRole('listitem')[1]).toHaveClass('redeem-category--image-right');
    }));

  it('shows the built-in sample categories when categories fail to load, and logs it', () =>
    api.verify([accepted], async ({ fail }) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      fail('GET /RedemptionOrganizationType', { status: 500, body: { message: 'down' } });
      const { user } = renderFlow();
      await enterCode(user);
      await screen.findByRole('button', { name: 'choose Protect Animals' });
      expect(cardTitles()).toEqual(['Protect Animals', 'Help Children', 'Promote Peace', 'Save the Environment']);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('categories failed to load'), expect.anything());
      // The samples carry their own pictures.
      for (const image of document.querySelectorAll('.redeem-category img')) {
        expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      }
    }));

  it('falls back on a network failure too', () =>
    api.verify([accepted], async ({ fail }) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fail('GET /RedemptionOrganizationType', 'network-error');
      const { user } = renderFlow();
      await enterCode(user);
      expect(await screen.findByRole('button', { name: 'choose Save the Environment' })).toBeInTheDocument();
    }));

  it('preselects a sample category in debug mode only', () =>
    api.verify([accepted, codeAccepted('in debug mode, without a proof'), categoriesListed], async () => {
      const first = renderFlow();
      await enterCode(first.user);
      await screen.findByRole('button', { name: 'choose Protect Animals' });
      expect(document.querySelector('[aria-current]')).toBeNull();
      first.unmount();

      const debug = renderFlow({ debug: true });
      await enterCode(debug.user);
      const preselected = await screen.findByRole('button', { name: 'choose Protect Animals' });
      expect(preselected).toHaveAttribute('aria-current', 'true');
      expect(preselected.closest('li')).toHaveClass('redeem-category--preselected');
      expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
    }));

  it('moves to step 3 on choosing a category', () =>
    api.verify([accepted, categoriesListed, organizationsListed], async () => {
      const { user } = renderFlow();
      await enterCode(user);
      await user.click(await screen.findByRole('button', { name: 'choose Help Children' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'pick a charity to help children' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Books for Every Kid' })).toBeInTheDocument();
    }));
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, organizationsListed, useCleanQueryClient } from '../testing/api-contract';
import Charities from './Charities';

useCleanQueryClient();

const category = {
  id: 2,
  sortOrder: 1,
  categoryName: 'animals',
  descriptiveText: 'help animals',
  imageUrl: 'http://localhost:3100/images/animals.svg',
  mobileBannerImageUrl: 'http://localhost:3100/images/animals-banner-mobile.svg',
  bannerImageUrl: 'http://localhost:3100/images/animals-banner.svg',
};

function organization(id: number, organizationName: string, active: boolean) {
  return {
    id,
    active,
    organizationName,
    organizationImageUrl: null,
    organizationDescription: `${organizationName} long description`,
    organizationType: category,
    url: `https://example.org/${id}`,
    urlText: `Visit ${organizationName}`,
    ein: `00-00000${id}`,
  };
}

describe('/charities', () => {
  it('shows active charities as cards with name and long description, then inactive ones by name only', () =>
    api.verify(
      [
        organizationsListed('active and inactive ones', [
          organization(1, 'Zebra Rescue', true),
          organization(2, 'Old Owls', false),
          organization(3, 'Bee Friends', true),
          organization(4, 'Closed Kennels', false),
        ]),
      ],
      async () => {
        render(<Charities />);
        const active = await screen.findByRole('region', { name: 'active charities' });
        const cards = within(active).getAllByRole('listitem');
        expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
          'Bee Friends',
          'Zebra Rescue',
        ]);
        expect(cards[0]).toHaveTextContent('Bee Friends long description');

        const inactive = screen.getByRole('region', { name: 'inactive charities' });
        expect(
          within(inactive)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(['Closed Kennels', 'Old Owls']);
        expect(inactive).not.toHaveTextContent('long description');
        // Active comes first on the page.
        expect(active.compareDocumentPosition(inactive) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      },
    ));

  it('shows a loading view until the organizations arrive', () =>
    api.offline(async ({ fail }) => {
      fail('GET /RedemptionOrganizations', 'hang');
      render(<Charities />);
      expect(screen.getByRole('status')).toHaveTextContent('loading charities');
      expect(screen.queryByRole('region', { name: 'active charities' })).not.toBeInTheDocument();
    }));

  it('shows the error view on failure, and loads again on try again', () =>
    api.verify([organizationsListed('an active one', [organization(1, 'Bee Friends', true)])], async ({ fail }) => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fail('GET /RedemptionOrganizations', { status: 500, body: { message: 'boom' } }, 1);
      render(<Charities />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'something went wrong... please try again, or email us at hello@littlegivers.example if the issue continues',
      );
      expect(screen.queryByRole('region', { name: 'active charities' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'try again' }));
      expect(await screen.findByRole('heading', { name: 'Bee Friends' })).toBeInTheDocument();
    }));
});

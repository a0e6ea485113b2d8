import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, useCleanQueryClient } from '../testing/api-stub';
import Charities from './Charities';

useCleanQueryClient();

const category = {
  id: 2,
  sortOrder: 1,
  categoryName: 'animals',
  descriptiveText: 'help animals',
  imageUrl: 'http://localhost:3100/images/animals.svg',
  mobileBannerImageUrl: null,
  bannerImageUrl: null,
};

function organization(id: number, organizationName: string, active: boolean) {
  return {
    id,
    active,
    organizationName,
    organizationImageUrl: null,
    organizationDescription: `${organizationName} long description`,
    organizationType: category,
    url: null,
    urlText: null,
    ein: null,
  };
}

describe('/charities', () => {
  it('shows active charities as cards with name and long description, then inactive ones by name only', async () => {
    stubApi().on('GET /RedemptionOrganizations', {
      status: 200,
      body: [
        organization(1, 'Zebra Rescue', true),
        organization(2, 'Old Owls', false),
        organization(3, 'Bee Friends', true),
        organization(4, 'Closed Kennels', false),
      ],
    });
    render(<Charities />);
    const active = await screen.findByRole('region', { name: 'active charities' });
    const cards = within(active).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bee Friends', 'Zebra Rescue']);
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
  });

  it('shows a loading view until the organizations arrive', () => {
    stubApi().on('GET /RedemptionOrganizations', () => new Promise(() => {}));
    render(<Charities />);
    expect(screen.getByRole('status')).toHaveTextContent('loading charities');
    expect(screen.queryByRole('region', { name: 'active charities' })).not.toBeInTheDocument();
  });

  it('shows the error view on failure, and loads again on try again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubApi();
    api.on('GET /RedemptionOrganizations', { status: 500, body: { message: 'boom' } });
    render(<Charities />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'something went wrong... please try again, or email us at hello@littlegivers.example if the issue continues',
    );
    expect(screen.queryByRole('region', { name: 'active charities' })).not.toBeInTheDocument();

    api.on('GET /RedemptionOrganizations', { status: 200, body: [organization(1, 'Bee Friends', true)] });
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('heading', { name: 'Bee Friends' })).toBeInTheDocument();
  });
});

/**
 * Spec 8: when the organizations cannot load, the built-in samples show. A sample is never sent
 * (the API refuses its id): choosing one reloads the organizations and maps the choice by
 * category and name, or says kindly that charities cannot be chosen right now, with 'try again'.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiStub, json, stubApi } from '../../../test/api-stub';
import { acceptedRedemption, categories, organizations, REDEMPTION_ID } from '../../../test/fixtures';
import { chooseCategory, enterCode, renderFlow } from '../../../test/render-flow';

vi.mock('altcha', () => ({}));

const UNAVAILABLE = "we can't choose charities right now.";

let api: ApiStub;
let organizationsUp = false;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  organizationsUp = false;
  api = stubApi();
  api.on('POST', '/redemptionSession', json(acceptedRedemption));
  api.on('GET', '/RedemptionOrganizationType', json(categories));
  api.on('GET', '/RedemptionOrganizations', () =>
    organizationsUp ? json(organizations) : json({ message: 'down' }, 503),
  );
  api.on(
    'PUT',
    `/redemptionSession/${REDEMPTION_ID}`,
    json({
      id: REDEMPTION_ID,
      redeemed: true,
      redeemedAt: '2026-01-01T00:00:00.000Z',
      recipientName: 'Mia',
      selection: [],
    }),
  );
});

async function atSampleCharities() {
  const flow = renderFlow();
  await enterCode(flow.user);
  await chooseCategory(flow.user, 'Protect Animals');
  await screen.findByRole('heading', { level: 2, name: 'Ocean Friends Trust' });
  return flow;
}

const organizationLoads = () => api.calls.filter((call) => call.path === '/RedemptionOrganizations').length;
const puts = () => api.calls.filter((call) => call.method === 'PUT');

describe('choosing a built-in sample charity', () => {
  it('reloads the organizations and gives to the real one of the same name (focus comes back to it)', async () => {
    const { user } = await atSampleCharities();
    const loadsBefore = organizationLoads();
    organizationsUp = true;
    await user.click(screen.getByRole('button', { name: 'Donate to Paws Rescue League' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you would like to donate to Paws Rescue League?',
    });
    expect(organizationLoads()).toBe(loadsBefore + 1);
    // The list is the real one now; 'Cancel' gives focus to the real charity's button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const realDonate = screen.getByRole('button', { name: 'Donate to Paws Rescue League' });
    expect(realDonate).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ocean Friends Trust' })).not.toBeInTheDocument();
    // Now the real list: no second reload.
    await user.click(realDonate);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, I choose Paws Rescue League' }),
    );
    expect(organizationLoads()).toBe(loadsBefore + 1);
    expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    // The real organization's id (1), never the sample's.
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toMatchObject({ selection: [{ redemptionOrgId: 1, amount: 25 }] });
  });

  it('when the real list has no charity of that name, shows the real list and asks to pick again', async () => {
    const { user } = await atSampleCharities();
    organizationsUp = true;
    await user.click(screen.getByRole('button', { name: 'Donate to Ocean Friends Trust' }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('good news: the charities are here now! pick the one you like best.');
    expect(note).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The real organizations of the category now show; the samples are gone.
    expect(screen.getByRole('heading', { level: 2, name: 'Wings Bird Sanctuary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ocean Friends Trust' })).not.toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('says kindly that charities cannot be chosen right now, and try again works once they load', async () => {
    const { user } = await atSampleCharities();
    await user.click(screen.getByRole('button', { name: 'Donate to Paws Rescue League' }));
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE);
    expect(alert).toHaveTextContent(/your gift is safe/);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    // Still down: the same kind message, nothing sent.
    const loads = organizationLoads();
    await user.click(within(alert).getByRole('button', { name: 'try again' }));
    alert = await screen.findByRole('alert');
    expect(organizationLoads()).toBe(loads + 1);
    expect(alert).toHaveTextContent(UNAVAILABLE);
    expect(puts()).toHaveLength(0);

    organizationsUp = true;
    await user.click(within(alert).getByRole('button', { name: 'try again' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you would like to donate to Paws Rescue League?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
    expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
    expect(puts()[0]?.body).toMatchObject({ selection: [{ redemptionOrgId: 1, amount: 25 }] });
  });
});

/**
 * Spec 8: when the organizations cannot load, the built-in samples show. A sample is never sent
 * (the API refuses its id): choosing one reloads the organizations and maps the choice by
 * category and name, or says kindly that charities cannot be chosen right now, with 'try again'.
 */

import type { ApiSession } from '@littlegivers/shared/testing/pact/api-pact';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, categoriesListed, codeAccepted, giftRedeemed, organizationsListed } from '../../../test/api-contract';
import { chooseCategory, enterCode, renderFlow } from '../../../test/render-flow';

vi.mock('altcha', () => ({}));

const UNAVAILABLE = "we can't choose charities right now.";

const ORGANIZATIONS = 'GET /RedemptionOrganizations';
const DOWN = { status: 503, body: { message: 'down' } };
const toCharities = [codeAccepted('with a human-check proof'), categoriesListed, organizationsListed] as const;

let session: ApiSession;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The organizations answer 503 until `organizationsUp()`. */
function organizationsDown(api: ApiSession) {
  session = api;
  api.fail(ORGANIZATIONS, DOWN);
}
const organizationsUp = () => session.fail(ORGANIZATIONS, DOWN, 0);

async function atSampleCharities(api: ApiSession) {
  organizationsDown(api);
  const flow = renderFlow();
  await enterCode(flow.user);
  await chooseCategory(flow.user, 'Protect Animals');
  await screen.findByRole('heading', { level: 2, name: 'Ocean Friends Trust' });
  return flow;
}

const organizationLoads = () => session.calls.filter((call) => call.path === '/RedemptionOrganizations').length;
const puts = () => session.calls.filter((call) => call.method === 'PUT');

describe('choosing a built-in sample charity', () => {
  it('reloads the organizations and gives to the real one of the same name (focus comes back to it)', () =>
    api.verify([...toCharities, giftRedeemed], async (api) => {
      const { user } = await atSampleCharities(api);
      const loadsBefore = organizationLoads();
      organizationsUp();
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
    }));

  it('when the real list has no charity of that name, shows the real list and asks to pick again', () =>
    api.verify([...toCharities], async (api) => {
      const { user } = await atSampleCharities(api);
      organizationsUp();
      await user.click(screen.getByRole('button', { name: 'Donate to Ocean Friends Trust' }));
      const note = await screen.findByRole('status');
      expect(note).toHaveTextContent('good news: the charities are here now! pick the one you like best.');
      expect(note).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The real organizations of the category now show; the samples are gone.
      expect(screen.getByRole('heading', { level: 2, name: 'Wings Bird Sanctuary' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Ocean Friends Trust' })).not.toBeInTheDocument();
      expect(puts()).toHaveLength(0);
    }));

  it('says kindly that charities cannot be chosen right now, and try again works once they load', () =>
    api.verify([...toCharities, giftRedeemed], async (api) => {
      const { user } = await atSampleCharities(api);
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

      organizationsUp();
      await user.click(within(alert).getByRole('button', { name: 'try again' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Are you sure you would like to donate to Paws Rescue League?',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, I choose Paws Rescue League' }));
      expect(await screen.findByText('a donation has just been made in your name, Mia')).toBeInTheDocument();
      expect(puts()[0]?.body).toMatchObject({ selection: [{ redemptionOrgId: 1, amount: 25 }] });
    }));
});

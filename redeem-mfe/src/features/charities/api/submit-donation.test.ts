import type { Fault } from '@littlegivers/shared/testing/pact/api-pact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, giftAlreadyRedeemed, giftRedeemed } from '../../../test/api-contract';
import { acceptedRedemption, organizations, REDEMPTION_ID } from '../../../test/fixtures';
import { submitDonation } from './submit-donation';

const organization = organizations[0] as NonNullable<(typeof organizations)[0]>;
const put = `PUT /redemptionSession/${REDEMPTION_ID}`;
const donate = (redemption = acceptedRedemption) => submitDonation({ redemption, organization, debug: false });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('submitDonation: success is status 200 (spec 4 and 9)', () => {
  it('reads the amount given from a well-formed answer', () =>
    api.verify([giftRedeemed], async () => {
      // The answer's selection says $25; the redemption's own amount would say $30.
      expect(await donate({ ...acceptedRedemption, amount: 30 })).toEqual({ ok: true, amount: 25 });
    }));

  it.each([
    ['another shape', { status: 200, body: { done: 'yes' } }],
    ['no body', { status: 200, text: '' }],
    ['text', { status: 200, text: 'OK' }],
  ] satisfies [string, Fault][])('a 200 with %s is still success, with the redemption amount', (_what, answer) =>
    api.offline(async ({ fail }) => {
      fail(put, answer);
      expect(await donate()).toEqual({ ok: true, amount: 25 });
    }),
  );

  it('a 409 (already redeemed) is that failure', () =>
    api.verify([giftAlreadyRedeemed], async () => {
      expect(await donate()).toEqual({ ok: false, failure: 'already-redeemed' });
    }));

  it.each([500, 201])('any other status (%i) is a failure: error', (status) =>
    api.offline(async ({ fail }) => {
      fail(put, { status, body: { message: 'no' } });
      expect(await donate()).toEqual({ ok: false, failure: 'error' });
    }),
  );
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiStub, json, stubApi } from '../../../test/api-stub';
import { acceptedRedemption, organizations, REDEMPTION_ID } from '../../../test/fixtures';
import { submitDonation } from './submit-donation';

const organization = organizations[0] as NonNullable<(typeof organizations)[0]>;
const path = `/redemptionSession/${REDEMPTION_ID}`;
const donate = () => submitDonation({ redemption: acceptedRedemption, organization, debug: false });

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('submitDonation: success is status 200 (spec 4 and 9)', () => {
  it('reads the amount given from a well-formed answer', async () => {
    api.on(
      'PUT',
      path,
      json({
        id: REDEMPTION_ID,
        redeemed: true,
        redeemedAt: '2026-01-01T00:00:00.000Z',
        recipientName: 'Mia',
        selection: [{ redemptionOrgId: 1, amount: 24.5 }],
      }),
    );
    expect(await donate()).toEqual({ ok: true, amount: 24.5 });
  });

  it.each([
    ['another shape', json({ done: 'yes' })],
    ['no body', new Response(null, { status: 200 })],
    ['text', new Response('OK', { status: 200 })],
  ])('a 200 with %s is still success, with the redemption amount', async (_what, answer) => {
    api.on('PUT', path, answer);
    expect(await donate()).toEqual({ ok: true, amount: 25 });
  });

  it.each([
    [500, 'error'],
    [409, 'already-redeemed'],
    [201, 'error'],
  ] as const)('any other status (%i) is a failure: %s', async (status, failure) => {
    api.on('PUT', path, json({ message: 'no' }, status));
    expect(await donate()).toEqual({ ok: false, failure });
  });
});

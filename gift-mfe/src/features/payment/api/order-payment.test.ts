import { ecardLimitMessage } from '@littlegivers/shared/contract/ecard-policy';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { describe, expect, it } from 'vitest';
import { orderRefusalReason } from './order-payment';

describe('the reason shown when a new order is refused', () => {
  it("is the API's 429 message (the day's e-card limits) without the field it names", () => {
    const refused = new ApiError(429, {}, `grownUpEmail: ${ecardLimitMessage('recipient', 5)}`);
    expect(orderRefusalReason(refused)).toBe(ecardLimitMessage('recipient', 5));
    const payer = new ApiError(429, {}, `purchaseAccount.emailAddress: ${ecardLimitMessage('payer', 10)}`);
    expect(orderRefusalReason(payer)).toBe(ecardLimitMessage('payer', 10));
  });

  it('is none for the other failures (their alert says enough)', () => {
    expect(orderRefusalReason(new ApiError(400, {}, 'package: Please select a shipping method'))).toBeNull();
    expect(orderRefusalReason(new ApiError(502, {}, 'The payment provider could not be reached'))).toBeNull();
    expect(orderRefusalReason(new Error('network'))).toBeNull();
  });
});

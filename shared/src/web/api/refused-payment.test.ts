import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { isRefusedPayment } from './refused-payment';

describe('isRefusedPayment', () => {
  it('is the capture answers that say nothing was paid: 402 and 422', () => {
    expect(isRefusedPayment(new ApiError(402, { message: 'declined' }))).toBe(true);
    expect(isRefusedPayment(new ApiError(422, { message: 'not approved' }))).toBe(true);
  });

  it('is not any other answer or failure, which say nothing about the payment', () => {
    for (const status of [400, 404, 409, 500, 502]) expect(isRefusedPayment(new ApiError(status, null))).toBe(false);
    expect(isRefusedPayment(new TypeError('Failed to fetch'))).toBe(false);
  });
});

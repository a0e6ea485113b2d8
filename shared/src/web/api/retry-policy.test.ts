import { getQueryClient } from '../ui/RemoteRoot';
import { ApiError, ApiParseError } from './client';
import { retryTransientOnce } from './retry-policy';

describe('retryTransientOnce', () => {
  it('asks once more after a failure that may pass: the network, a server error, a timeout, a bad answer', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError(500, null),
      new ApiError(502, null),
      new ApiError(503, null),
      new ApiError(408, null),
      new ApiParseError([]),
    ]) {
      expect(retryTransientOnce(0, error), String(error)).toBe(true);
      expect(retryTransientOnce(1, error), String(error)).toBe(false);
    }
  });

  it("never asks again after the API's answer about the request itself", () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422, 429])
      expect(retryTransientOnce(0, new ApiError(status, null)), String(status)).toBe(false);
  });
});

describe("each remote's query client", () => {
  it('retries its reads by that rule', () => {
    expect(getQueryClient().getDefaultOptions().queries?.retry).toBe(retryTransientOnce);
  });
});

/** POST /purchaserView: the purchaser's page of a gift, opened by its secret link's token (404 when it opens nothing). */
import { PURCHASER_VIEW_PATH, purchaserViewSchema } from '../../../contract/schemas/purchaser-view';
import { apiRequest } from '../client';

export function fetchPurchaserView(token: string, signal?: AbortSignal) {
  return apiRequest(PURCHASER_VIEW_PATH, purchaserViewSchema, { method: 'POST', body: { token }, signal });
}

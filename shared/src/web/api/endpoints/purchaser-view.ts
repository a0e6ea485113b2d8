/** POST /purchaserView: the purchaser's page of a gift, opened by its secret link's token (404 when it opens nothing). */
import {
  type DeliveryChange,
  PURCHASER_DELIVERY_PATH,
  PURCHASER_VIEW_PATH,
  purchaserViewSchema,
} from '../../../contract/schemas/purchaser-view';
import { apiRequest } from '../client';

export function fetchPurchaserView(token: string, signal?: AbortSignal) {
  return apiRequest(PURCHASER_VIEW_PATH, purchaserViewSchema, { method: 'POST', body: { token }, signal });
}

/** POST /purchaserView/delivery: an e-card's delivery changed, sent now or sent again; answers the new view. */
export function changeDelivery(change: DeliveryChange, signal?: AbortSignal) {
  return apiRequest(PURCHASER_DELIVERY_PATH, purchaserViewSchema, { method: 'POST', body: change, signal });
}

/** POST /purchaserSettings: a gift's settings after the gift, by its secret link's token; answers the purchaser view. */
import { PURCHASER_SETTINGS_PATH, type PurchaserSettingsRequest } from '../../../contract/schemas/after-gift-view';
import { purchaserViewSchema } from '../../../contract/schemas/purchaser-view';
import { apiRequest } from '../client';

export function savePurchaserSettings(request: PurchaserSettingsRequest, signal?: AbortSignal) {
  return apiRequest(PURCHASER_SETTINGS_PATH, purchaserViewSchema, { method: 'POST', body: request, signal });
}

/** The API's side of each delivery method (./method.ts), by the method's name. */
import type { Delivery } from '@littlegivers/shared/contract/delivery';
import { emailApi } from './email';
import type { DeliveryApi } from './method';
import { postApi } from './post';
import { printAtHomeApi } from './print-at-home';

export type { AnswerSettings, DeliveryApi } from './method';

const byMethod: Record<Delivery, DeliveryApi> = { mail: postApi, print: printAtHomeApi, email: emailApi };

export function deliveryApi(delivery: Delivery): DeliveryApi {
  return byMethod[delivery];
}

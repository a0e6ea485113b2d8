/** GET /cardtype: the greetings. */
import { queryOptions } from '@tanstack/react-query';
import { cardTypeListSchema } from '../../../contract/schemas/card-type';
import { apiRequest } from '../client';

export function getCardTypes(signal?: AbortSignal) {
  return apiRequest('/cardtype', cardTypeListSchema, { signal });
}

export const cardTypesQueryOptions = () =>
  queryOptions({ queryKey: ['cardTypes', 'list'], queryFn: ({ signal }) => getCardTypes(signal) });

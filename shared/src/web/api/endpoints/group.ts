/**
 * A group card's calls (docs/group-gifts.md): its start (and a mailed card's postage), the share link's view and a part, the part's
 * capture, the organizer's view, close and cancel. Tokens go in the body, never in a URL.
 */

import type * as z from 'zod/mini';
import {
  type ContributionRequest,
  contributionCreatedSchema,
  contributionPaidSchema,
  groupActionResultSchema,
  groupOrganizerViewSchema,
  groupShareViewSchema,
  groupStartedSchema,
  type groupStartSchema,
  postagePaidSchema,
} from '../../../contract/schemas/group';
import type { OrderPaymentData } from '../../../contract/schemas/order-payment-data';
import { apiRequest } from '../client';

export function startGroup(body: z.input<typeof groupStartSchema>, signal?: AbortSignal) {
  return apiRequest('/Group', groupStartedSchema, { method: 'POST', body, signal });
}

/** A mailed card's postage, approved at PayPal, captured: the group's links work from then on. */
export function payGroupPostage(token: string, data: OrderPaymentData, signal?: AbortSignal) {
  return apiRequest('/Group/organizer/postage', postagePaidSchema, {
    method: 'POST',
    body: { token, ...data },
    signal,
  });
}

export function fetchGroupShare(token: string, signal?: AbortSignal) {
  return apiRequest('/Group/shared', groupShareViewSchema, { method: 'POST', body: { token }, signal });
}

export function createContribution(request: ContributionRequest, signal?: AbortSignal) {
  return apiRequest('/Group/shared/contribution', contributionCreatedSchema, { method: 'POST', body: request, signal });
}

export function saveContributionPaymentData(id: string, data: OrderPaymentData, signal?: AbortSignal) {
  return apiRequest(`/Group/contribution/${encodeURIComponent(id)}/paypalData`, contributionPaidSchema, {
    method: 'POST',
    body: data,
    signal,
  });
}

export function fetchGroupOrganizer(token: string, signal?: AbortSignal) {
  return apiRequest('/Group/organizer', groupOrganizerViewSchema, { method: 'POST', body: { token }, signal });
}

export function groupAction(token: string, action: 'close' | 'cancel', signal?: AbortSignal) {
  return apiRequest(`/Group/organizer/${action}`, groupActionResultSchema, { method: 'POST', body: { token }, signal });
}

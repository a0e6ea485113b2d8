/** The e-card page's calls: the card by its link's token, and its PDF (both POST: the token never in a URL). */

import type { Paper } from '../../../contract/schemas/card-download';
import { ECARD_CARD_PATH, ECARD_VIEW_PATH, ecardViewSchema } from '../../../contract/schemas/ecard-view';
import { ApiError, apiRequest, apiUrl } from '../client';

export function fetchEcardView(token: string, signal?: AbortSignal) {
  return apiRequest(ECARD_VIEW_PATH, ecardViewSchema, { method: 'POST', body: { token }, signal });
}

/** The card as the print-at-home PDF, as a Blob (the page saves it). */
export async function fetchEcardPdf(token: string, paper: Paper): Promise<Blob> {
  const response = await fetch(apiUrl(ECARD_CARD_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    body: JSON.stringify({ token, paper }),
  });
  if (response.status !== 200) throw new ApiError(response.status, null);
  return response.blob();
}

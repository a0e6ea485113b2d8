/** The ALTCHA challenge URL for `<altcha-widget challenge={altchaChallengeUrl()}>`. */
import { apiUrl } from '../client';

export function altchaChallengeUrl(baseUrl?: string): string {
  return baseUrl === undefined ? apiUrl('/altcha/challenge') : apiUrl('/altcha/challenge', baseUrl);
}

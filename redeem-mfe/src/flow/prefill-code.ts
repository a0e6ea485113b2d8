/**
 * 'go to the kidspage' from the e-card: the code is handed to the redeem flow through the tab's
 * session storage (as a code typed but not yet accepted), never through a URL. The human check
 * still applies there.
 */

import { initialRedeemFlowState } from './redeem-flow-state';
import { saveRedeemFlowState } from './redeem-flow-storage';

export function prefillRedeemCode(code: string, debug: boolean): void {
  saveRedeemFlowState({ ...initialRedeemFlowState(debug), redeemCode: code });
}

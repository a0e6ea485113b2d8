/**
 * The kidspage redeem flow (spec 2 'Redeem flow'): code, category, charity, congratulations.
 * Exposed to the shell as `./RedeemFlow` at /kidspage and /redeem-now; no props, no chrome.
 */
import '../redeem.css';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { RedeemFlowView } from './RedeemFlowView';

export default function RedeemFlow() {
  return (
    <RemoteRoot app="redeem-mfe">
      <RedeemFlowView />
    </RemoteRoot>
  );
}

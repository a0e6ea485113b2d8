import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import RedeemFlow from './screens/RedeemFlow';

renderStandalone('redeem', { './RedeemFlow': RedeemFlow });

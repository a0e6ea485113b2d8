import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import EcardPage from './screens/EcardPage';
import RedeemFlow from './screens/RedeemFlow';

renderStandalone('redeem', { './RedeemFlow': RedeemFlow, './EcardPage': EcardPage });

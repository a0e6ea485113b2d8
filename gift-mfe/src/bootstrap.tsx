import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import GiftFlow from './screens/GiftFlow';
import GroupPage from './screens/GroupPage';
import PurchaserPage from './screens/PurchaserPage';

renderStandalone('gift', { './GiftFlow': GiftFlow, './PurchaserPage': PurchaserPage, './GroupPage': GroupPage });

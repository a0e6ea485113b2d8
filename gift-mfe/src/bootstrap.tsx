import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import GiftFlow from './screens/GiftFlow';

renderStandalone('gift', { './GiftFlow': GiftFlow });

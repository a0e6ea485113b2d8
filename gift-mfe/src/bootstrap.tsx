import { renderStandalone } from '@littlegivers/shared/ui/StandaloneHarness';
import GiftFlow from './screens/GiftFlow';

renderStandalone('gift-mfe', { '/gift-now': GiftFlow });

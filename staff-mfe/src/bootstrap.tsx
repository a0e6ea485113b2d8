import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import StaffConsole from './screens/StaffConsole';

renderStandalone('staff', { './StaffConsole': StaffConsole });

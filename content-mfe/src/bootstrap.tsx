import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import AboutUs from './screens/AboutUs';
import Charities from './screens/Charities';
import Donate from './screens/Donate';
import Faq from './screens/Faq';
import FunIdeas from './screens/FunIdeas';
import Impact from './screens/Impact';

renderStandalone('content', {
  './Faq': Faq,
  './FunIdeas': FunIdeas,
  './AboutUs': AboutUs,
  './Charities': Charities,
  './Donate': Donate,
  './Impact': Impact,
});

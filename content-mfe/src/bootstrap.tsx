import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import AboutUs from './screens/AboutUs';
import Charities from './screens/Charities';
import Donate from './screens/Donate';
import Faq from './screens/Faq';
import FunIdeas from './screens/FunIdeas';

renderStandalone('content-mfe', {
  '/faq': Faq,
  '/fun-ideas': FunIdeas,
  '/about-us': AboutUs,
  '/charities': Charities,
  '/donate': Donate,
});

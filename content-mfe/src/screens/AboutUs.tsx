import '../content.css';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { AboutIntro, ContactUsCard, SpecialThanksCard } from '../features/about/components/AboutCards';
import { TeamBios } from '../features/about/components/TeamBios';

/** /about-us: mission and claims, four team bios, special thanks, contact us with the EIN. */
export default function AboutUs() {
  return (
    <RemoteRoot app="content-mfe">
      <div className="cm-page cm-enter">
        <h1>about us</h1>
        <AboutIntro />
        <TeamBios />
        <div className="cm-cards-2">
          <SpecialThanksCard />
          <ContactUsCard />
        </div>
      </div>
    </RemoteRoot>
  );
}

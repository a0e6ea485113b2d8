import { describe, expect, it } from 'vitest';
import { standaloneRoutes } from './StandaloneHarness';

const Faq = () => null;
const FunIdeas = () => null;
const AboutUs = () => null;
const Charities = () => null;
const Donate = () => null;
const Impact = () => null;
const RedeemFlow = () => null;

describe('standaloneRoutes', () => {
  it("gives a remote's screens the paths of the one route map", () => {
    const routes = standaloneRoutes('content', {
      './Faq': Faq,
      './FunIdeas': FunIdeas,
      './AboutUs': AboutUs,
      './Charities': Charities,
      './Donate': Donate,
      './Impact': Impact,
    });
    expect(routes).toEqual({
      '/faq': Faq,
      '/donate': Donate,
      '/about-us': AboutUs,
      '/fun-ideas': FunIdeas,
      '/charities': Charities,
      '/impact': Impact,
    });
  });

  it('serves one screen on every route that shows it', () => {
    expect(standaloneRoutes('redeem', { './RedeemFlow': RedeemFlow })).toEqual({
      '/kidspage': RedeemFlow,
      '/redeem-now': RedeemFlow,
    });
  });
});

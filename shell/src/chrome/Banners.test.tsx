import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { render, screen } from '@testing-library/react';
import { Banners, environmentBannerText } from './Banners';

describe('banners', () => {
  afterEach(() => $runtimeConfig.set(localRuntimeConfig));

  it('always shows the yellow tagline', () => {
    $runtimeConfig.set({ ...localRuntimeConfig, env: 'production' });
    render(<Banners />);
    expect(screen.getByText('giving the special children in your life the gift of giving')).toBeInTheDocument();
    expect(screen.queryByTestId('env-banner')).toBeNull();
  });

  it.each(['dev', 'demo', 'local'] as const)('shows the red banner in %s', (env) => {
    $runtimeConfig.set({ ...localRuntimeConfig, env });
    render(<Banners />);
    expect(screen.getByTestId('env-banner')).toHaveTextContent(`you are currently viewing the ${env} site.`);
  });

  it("appends ' debug mode' when debug is on", () => {
    expect(environmentBannerText('demo', true)).toBe('you are currently viewing the demo site. debug mode');
    expect(environmentBannerText('demo', false)).toBe('you are currently viewing the demo site.');
    expect(environmentBannerText('production', true)).toBeNull();
  });
});

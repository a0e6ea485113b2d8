import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { isNonProduction } from '@littlegivers/shared/web/runtime-config';
import { useStore } from '@nanostores/react';

export const taglineText = 'giving the special children in your life the gift of giving';

/** The red environment banner's text (spec section 2), or null in production. */
export function environmentBannerText(env: string, debug: boolean): string | null {
  if (env === 'production') return null;
  return `you are currently viewing the ${env} site.${debug ? ' debug mode' : ''}`;
}

/** The yellow tagline banner on every path, and the red one outside production. */
export function Banners() {
  const { env, debug } = useStore($runtimeConfig);
  const environmentText = isNonProduction(env) ? environmentBannerText(env, debug) : null;
  return (
    <>
      {environmentText ? (
        <p className="banner banner--env" data-testid="env-banner">
          {environmentText}
        </p>
      ) : null}
      <p className="banner banner--tagline" data-testid="tagline-banner">
        {taglineText}
      </p>
    </>
  );
}

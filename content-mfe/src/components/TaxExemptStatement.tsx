import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';

/**
 * The tax-exempt statement with the EIN (about-us contact card and donate info card). Product
 * name and EIN are runtime configuration, set per deployment.
 */
export function TaxExemptStatement() {
  const { productName, ein } = useStore($runtimeConfig);
  return (
    <p>
      {productName} is a qualified tax-exempt 501(c)(3) organization. Our EIN (federal tax identification number) is{' '}
      <span className="cm-ein" data-testid="ein">
        {ein}
      </span>
      .
    </p>
  );
}

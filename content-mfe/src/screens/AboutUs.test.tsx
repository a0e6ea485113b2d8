import { ORDER_TAX_SENTENCE } from '@littlegivers/shared/contract/tax';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { localRuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import AboutUs from './AboutUs';

beforeEach(() => $runtimeConfig.set(localRuntimeConfig));

describe('/about-us', () => {
  it('shows four team bios, a special-thanks card and the contact card', () => {
    render(<AboutUs />);
    const team = screen.getByRole('region', { name: 'meet the team' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(4);
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'special thanks' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'contact us' })).toBeInTheDocument();
  });

  it('takes the product name, EIN and contact email from the runtime config', () => {
    $runtimeConfig.set({
      ...localRuntimeConfig,
      productName: 'Kind Kids',
      ein: '12-3456789',
      contactEmail: 'hi@kind.example',
    });
    render(<AboutUs />);
    const contact = screen.getByRole('region', { name: 'contact us' });
    expect(within(contact).getByRole('link', { name: 'hi@kind.example' })).toHaveAttribute(
      'href',
      'mailto:hi@kind.example',
    );
    expect(contact).toHaveTextContent('Kind Kids is a qualified tax-exempt 501(c)(3) organization');
    expect(within(contact).getByTestId('ein')).toHaveTextContent('12-3456789');
  });

  it('makes the claims of spec section 1', () => {
    render(<AboutUs />);
    const mission = screen.getByRole('region', { name: 'our mission' });
    expect(mission).toHaveTextContent('qualified tax-exempt 501(c)(3) organization');
    expect(mission).toHaveTextContent(ORDER_TAX_SENTENCE);
    expect(mission).toHaveTextContent(
      'The fee covers printing, mailing, the keepsake token, payment processing, and our legal and financial costs.',
    );
    expect(mission).toHaveTextContent('Children never give us any personal information.');
    expect(mission).toHaveTextContent('hand packed and sent from our home city in the United States');
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks, withUserActivation } from '../../testing/unused-page';
import { localRuntimeConfig } from '../runtime-config';
import { PayPalCheckoutButtons, PayPalProvider, payPalScriptOptions } from './PayPalCheckout';

describe('payPalScriptOptions', () => {
  it('loads the local stand-in SDK when the runtime config names one', () => {
    expect(payPalScriptOptions(localRuntimeConfig)).toMatchObject({
      clientId: 'fake-client-id',
      currency: 'USD',
      intent: 'capture',
      sdkBaseUrl: 'http://localhost:3100/paypal-fake/sdk/js',
      environment: 'sandbox',
    });
  });

  it("uses PayPal's sandbox off production and live on production", () => {
    const paypal = { clientId: 'real-id', currency: 'USD' as const };
    const dev = payPalScriptOptions({ ...localRuntimeConfig, env: 'dev', paypal });
    expect(dev).toMatchObject({ environment: 'sandbox', clientId: 'real-id' });
    expect(dev).not.toHaveProperty('sdkBaseUrl');
    expect(payPalScriptOptions({ ...localRuntimeConfig, env: 'production', paypal })).toMatchObject({
      environment: 'production',
    });
  });
});

describe('PayPalProvider (the SDK waits for the person)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    for (const script of document.querySelectorAll('script[src*="paypal-fake"]')) script.remove();
  });

  it('adds no SDK script on a cold load, and adds it at the next idle moment after a first touch', async () => {
    const idle = holdIdleCallbacks();
    withUserActivation(false);
    const sdkScripts = () => document.querySelectorAll('script[src*="paypal-fake/sdk/js"]');
    render(
      <PayPalProvider>
        <PayPalCheckoutButtons createOrder={async () => 'order'} onApprove={async () => undefined} />
      </PayPalProvider>,
    );
    // The buttons' place says they are coming, and nothing of PayPal's is asked for.
    expect(screen.getByTestId('paypal-checkout')).toHaveAttribute('aria-busy', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdkScripts()).toHaveLength(0);
    expect(idle).toHaveLength(0);

    fireEvent.pointerDown(document.body);
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
  });
});

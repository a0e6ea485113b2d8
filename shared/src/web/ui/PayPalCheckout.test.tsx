import { describe, expect, it } from 'vitest';
import { localRuntimeConfig } from '../runtime-config';
import { payPalScriptOptions } from './PayPalCheckout';

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

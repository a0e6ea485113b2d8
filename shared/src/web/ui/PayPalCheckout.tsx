/**
 * The PayPal wiring every payment screen shares (gift flow, support donation page).
 *
 * Which PayPal the page talks to is runtime configuration, never a build constant: the runtime
 * config's `paypal.sdkBaseUrl` loads the local stand-in SDK (local use, tests), otherwise the
 * SDK is PayPal's sandbox off production and live on production. The buttons only call our API
 * (createOrder / onApprove): the server creates and captures the PayPal order.
 */

import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import type { RuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { isNonProduction } from '@littlegivers/shared/web/runtime-config';
import { useStore } from '@nanostores/react';
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  type ReactPayPalScriptOptions,
  SCRIPT_LOADING_STATE,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { type ReactNode, useEffect, useMemo } from 'react';
import { whenEngaged } from '../when-engaged';
import { LoadingOverlay } from './LoadingOverlay';

/** The SDK options for a runtime config (exported for tests). */
export function payPalScriptOptions(config: RuntimeConfig): ReactPayPalScriptOptions {
  const { clientId, sdkBaseUrl, currency } = config.paypal;
  return {
    clientId,
    currency,
    intent: 'capture',
    components: 'buttons',
    environment: isNonProduction(config.env) ? 'sandbox' : 'production',
    ...(sdkBaseUrl ? { sdkBaseUrl } : {}),
  };
}

/**
 * Loads the PayPal SDK configured by the runtime config for everything below it, once the person
 * has started to use the page (`whenEngaged`: a touch, a key, focus, the mouse or the wheel; at idle
 * at once on a screen reached by a click, as the gift flow's step 2 always is). PayPal's SDK is a
 * heavy third-party script: on a cold load of /donate it neither takes the slow link from the
 * screen's own files nor runs during the first screen's load.
 */
export function PayPalProvider({ children }: { children: ReactNode }) {
  const config = useStore($runtimeConfig);
  const options = useMemo(() => payPalScriptOptions(config), [config]);
  return (
    <PayPalScriptProvider options={options} deferLoading>
      <LoadWhenEngaged />
      {children}
    </PayPalScriptProvider>
  );
}

function LoadWhenEngaged() {
  const [{ isInitial }, dispatch] = usePayPalScriptReducer();
  useEffect(() => {
    if (!isInitial) return;
    return whenEngaged(() => dispatch({ type: DISPATCH_ACTION.LOADING_STATUS, value: SCRIPT_LOADING_STATE.PENDING }));
  }, [isInitial, dispatch]);
  return null;
}

export interface PayPalApproval {
  /** The PayPal order id the buyer approved (the one createOrder returned). */
  orderID: string;
  payerID?: string | null;
}

export interface PayPalCheckoutButtonsProps {
  /** Creates the order on our API and resolves to the PayPal order id. Reject to stop the payment. */
  createOrder: () => Promise<string>;
  /** The buyer approved: post the payment data to our API (the server captures). */
  onApprove: (approval: PayPalApproval) => Promise<void>;
  /** The buyer closed the PayPal window without paying. */
  onCancel?: () => void;
  /** The SDK failed (including a rejected createOrder / onApprove, or the script not loading). */
  onError?: (error: unknown) => void;
  disabled?: boolean;
  /** Changing any of these re-renders the buttons (e.g. the amount). */
  forceReRender?: unknown[];
  /** Accessible name of the group holding the buttons. */
  label?: string;
}

/** The PayPal buttons, with a spinner while the SDK loads and a message when it cannot load. */
export function PayPalCheckoutButtons({
  createOrder,
  onApprove,
  onCancel,
  onError,
  disabled,
  forceReRender,
  label = 'pay with PayPal',
}: PayPalCheckoutButtonsProps) {
  const [{ isInitial, isPending, isRejected }] = usePayPalScriptReducer();
  // Not yet asked for (the page not used yet) or on its way: the buttons' place says they are coming.
  const loading = isInitial || isPending;
  if (isRejected) {
    return (
      <p role="alert" className="lg-field-error">
        the payment service could not be loaded. please reload the page and try again.
      </p>
    );
  }
  return (
    <section aria-label={label} aria-busy={loading} data-testid="paypal-checkout">
      {loading ? <LoadingOverlay inline label="loading payment options" /> : null}
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
        disabled={disabled}
        forceReRender={forceReRender}
        createOrder={() => createOrder()}
        onApprove={(data) => onApprove({ orderID: data.orderID, payerID: data.payerID })}
        onCancel={() => onCancel?.()}
        onError={(error) => onError?.(error)}
      />
    </section>
  );
}

/** Provider and buttons in one, for a screen with a single payment button. */
export function PayPalCheckout(props: PayPalCheckoutButtonsProps) {
  return (
    <PayPalProvider>
      <PayPalCheckoutButtons {...props} />
    </PayPalProvider>
  );
}

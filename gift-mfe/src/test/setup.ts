/**
 * gift-mfe's test setup (after the shared one): every test starts from a clean environment (an
 * empty query cache and session, the local runtime config, scrolling recorded), and PayPal's
 * buttons are the stand-in that approves at a click (the one mock, at the PayPal edge).
 */
import { beforeEach, vi } from 'vitest';
import { resetEnvironment } from './harness';

vi.mock('@littlegivers/shared/web/ui/PayPalCheckout', () => import('@littlegivers/shared/testing/paypal-stand-in'));

beforeEach(() => resetEnvironment());

import { $runtimeConfig } from '@littlegivers/shared/web/bus';

declare global {
  interface Window {
    /** For QA: each app records the bus atom it sees; they must all be the same instance. */
    __LG_BUS_PROBE__?: Record<string, unknown>;
  }
}

/** Records which runtime-config atom this app sees (the e2e singleton test compares them). */
export function recordBusInstance(app: string): void {
  if (typeof window === 'undefined') return;
  window.__LG_BUS_PROBE__ ??= {};
  window.__LG_BUS_PROBE__[app] = $runtimeConfig;
}

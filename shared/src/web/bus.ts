/**
 * The cross-app event bus. This module is shared as a Module Federation singleton, so the shell
 * and every remote see the very same atoms. Nothing crosses app boundaries through React context.
 */
import { atom, map } from 'nanostores';
import type { RuntimeConfig } from './runtime-config';
import { localRuntimeConfig } from './runtime-config';

/** The runtime config the shell loaded (remotes running standalone keep the local default). */
export const $runtimeConfig = atom<RuntimeConfig>(localRuntimeConfig);

export function setRuntimeConfig(config: RuntimeConfig): void {
  $runtimeConfig.set(config);
}

/** What gift step 3 hands to the redeem flow to open it in preview mode. */
export interface PreviewRequest {
  recipientName?: string;
  purchaserName?: string;
  amount?: number;
}

export const $previewRequest = atom<PreviewRequest | null>(null);

export function requestPreview(request: PreviewRequest): void {
  $previewRequest.set(request);
}

/** Takes the pending preview request (at most once). */
export function takePreviewRequest(): PreviewRequest | null {
  const request = $previewRequest.get();
  if (request) $previewRequest.set(null);
  return request;
}

/** Flows the shell's navigation can start over. */
export type FlowName = 'gift' | 'redeem';

/**
 * "Start this flow over": a counter per flow, bumped each time a link takes the visitor to the
 * flow, plus a pending flag so a flow that mounts after the signal still sees it. A page reload
 * starts with no pending signal, so it does not count as going to the flow.
 */
export const $flowResets = map<Record<FlowName, number>>({ gift: 0, redeem: 0 });
const pendingResets = new Set<FlowName>();

export function requestFlowReset(flow: FlowName): void {
  pendingResets.add(flow);
  $flowResets.setKey(flow, $flowResets.get()[flow] + 1);
}

/** Whether a reset waits for the flow to mount (read without taking it: the flow's hook takes it). */
export function isFlowResetPending(flow: FlowName): boolean {
  return pendingResets.has(flow);
}

/** True (once) when a reset was requested before the flow mounted. */
export function consumePendingFlowReset(flow: FlowName): boolean {
  const pending = pendingResets.has(flow);
  pendingResets.delete(flow);
  return pending;
}

/** Calls `onReset` on every reset signal for `flow` after subscription; returns the unsubscribe. */
export function onFlowReset(flow: FlowName, onReset: () => void): () => void {
  let last = $flowResets.get()[flow];
  return $flowResets.subscribe((value) => {
    if (value[flow] !== last) {
      last = value[flow];
      pendingResets.delete(flow);
      onReset();
    }
  });
}

/** Which flow, if any, a path opens. */
export function flowForPath(to: string): FlowName | null {
  // A link's query (gift now's '?card=group') opens the same flow.
  const path = to.split(/[?#]/)[0];
  if (path === '/gift-now') return 'gift';
  if (path === '/kidspage' || path === '/redeem-now') return 'redeem';
  return null;
}

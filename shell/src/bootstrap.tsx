import '@littlegivers/shared/web/tokens.css';
import './shell.css';
import { setRuntimeConfig } from '@littlegivers/shared/web/bus';
import { recordBusInstance } from '@littlegivers/shared/web/bus-probe';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { releaseChunks } from './federation/early-start/page-scripts';
import { loadRemoteScreen, registerConfiguredRemotes } from './federation/screens/load-screen';
import { remoteRouteFor } from './routes/remote-routes';
import { loadRuntimeConfig } from './runtime-config';
import { requestRuntimeConfig } from './runtime-config-request';
import { registerServiceWorker } from './sw/register';
import { yieldToMain } from './yield-to-main';

async function start() {
  releaseChunks();
  // The early start (boot.js) has already started the config, the federation runtime and the
  // route's remote (federation/early-start/).
  const route = remoteRouteFor(window.location.pathname);
  const config = await loadRuntimeConfig(requestRuntimeConfig);
  setRuntimeConfig(config);
  recordBusInstance('shell');
  registerConfiguredRemotes(config);
  // The route's screen loads before the first render; RemoteScreen picks up this load (and shows
  // its fallback if it fails).
  if (route) loadRemoteScreen(route.remote, route.module as never).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  // The shell's modules were evaluated in this task: the first render starts in a task of its own,
  // and as a transition React renders it in slices of a few milliseconds, yielding in between, so
  // neither is a long task under the mobile conditions (rendered at once, the first frame takes one
  // task of 100-200 ms). `pnpm bench` on /kidspage and /gift-now: LCP within the single app's.
  await yieldToMain();
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(<App />));
  registerServiceWorker();
}

void start();

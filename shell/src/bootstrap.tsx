import '@littlegivers/shared/web/tokens.css';
import './shell.css';
import { setRuntimeConfig } from '@littlegivers/shared/web/bus';
import { recordBusInstance } from '@littlegivers/shared/web/bus-probe';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { releasePageScripts } from './federation/early-start/page-scripts';
import { loadRemoteScreen, registerConfiguredRemotes } from './federation/screens/load-screen';
import { remoteRouteFor } from './routes/remote-routes';
import { loadRuntimeConfig } from './runtime-config';
import { requestRuntimeConfig } from './runtime-config-request';
import { registerServiceWorker } from './sw/register';

async function start() {
  releasePageScripts();
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
  // The first frame (the chrome, and the screen's loading state) commits now, in this task. A
  // concurrent first render yields between slices, and on a remote route the remote's scripts,
  // preloaded while main.js ran, then executed in between and pushed the shell's first paint back
  // (about 400 ms under the mobile conditions).
  const appRoot = createRoot(root);
  flushSync(() => appRoot.render(<App />));
  registerServiceWorker();
}

void start();

import '@littlegivers/shared/tokens.css';
import './shell.css';
import { setRuntimeConfig } from '@littlegivers/shared/bus';
import { recordBusInstance } from '@littlegivers/shared/bus-probe';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerConfiguredRemotes } from './federation/remotes';
import { loadRuntimeConfig } from './runtime-config';
import { registerServiceWorker } from './sw/register';

async function start() {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  recordBusInstance('shell');
  registerConfiguredRemotes(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(<App />);
  registerServiceWorker();
}

void start();

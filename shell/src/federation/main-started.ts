/**
 * main.js's first module (index.ts imports it before anything else): main.js has downloaded and
 * runs, so the first screen's remote may take the network now (see early-remote.ts). Its scripts
 * then download while main.js sets up the shell.
 */
import { releasePreloads } from './early-remote';

releasePreloads();

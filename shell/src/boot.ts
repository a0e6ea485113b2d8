/**
 * The shell's first script (the `boot` entry): a tiny one that runs while main.js (React and the
 * shell) is still downloading, and gives the first screen's remote a head start. How and why:
 * federation/early-start/early-start.ts.
 */
import { startBootRequests } from './federation/early-start/boot-requests';
import { holdDesignFont } from './font-preload';

holdDesignFont(window.location.pathname);
startBootRequests(window.location.pathname);

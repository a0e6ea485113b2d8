/**
 * The shell's first script (the `boot` entry): a tiny one that runs while main.js (React and the
 * shell) is still downloading, and gives the first screen's remote a head start. How and why:
 * federation/early-start/early-start.ts.
 */
import { startEarly } from './federation/early-start/start-early';
import { startDesignFont } from './font-preload';

startDesignFont(window.location.pathname);
startEarly(window.location.pathname);

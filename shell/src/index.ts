// main.js. The shell is a plain app: no federation on its start-up path. The Module Federation
// runtime and the remotes load on demand (federation/runtime/), with the shell's own React and
// friends registered as the shared singletons.
import { startDesignFont } from './font-preload';

// The design font's start (font-preload.ts), as the first render is about to need it.
startDesignFont(window.location.pathname);
// Then the shell. Eager: bundled into main.js and run in this same task, after the line above.
void import(/* webpackMode: "eager" */ './bootstrap');

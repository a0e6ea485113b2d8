// main.js. The shell is a plain app: no federation on its start-up path. The Module Federation
// runtime and the remotes load on demand (federation/runtime/), with the shell's own React and
// friends registered as the shared singletons.
import { startDesignFont } from './font-preload';
import { yieldToMain } from './yield-to-main';

// The design font's start (font-preload.ts), as the first render is about to need it.
startDesignFont(window.location.pathname);
// Then the shell, bundled into main.js (eager) but run in two tasks: React's renderer first, then
// the shell's own modules (which import it) and its start. Evaluated together they were one task
// of 100-250 ms under the mobile conditions; apart, the browser may paint or answer in between.
void import(/* webpackMode: "eager" */ 'react-dom/client')
  .then(yieldToMain)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));

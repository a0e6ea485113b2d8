// The shell is a plain app: no federation on its start-up path. The Module Federation runtime and
// the remotes load on demand (federation/runtime.ts), with the shell's own React and friends
// registered as the shared singletons.
// First: the first screen's remote scripts (boot.ts) may download now that main.js is here.
import './federation/main-started';
import './bootstrap';

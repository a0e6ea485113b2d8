// What the apps' builds get for `nanostores` (a resolve.alias in federation.mjs, like
// react-router-dom.mjs): the store functions the apps and @nanostores/react use, re-exported from
// the real package. A shared library is shared whole, with no tree shaking; sharing this module
// shares exactly this list, one instance for the host and every remote.
// An app that needs another function adds it here (the build warns about a missing export).
export { atom, listenKeys, map } from '@littlegivers/nanostores-full';

// What the apps' builds get for `react-router-dom` (a resolve.alias in rspack.mjs): the routing API
// the apps use, re-exported from the real package. Module Federation shares a library whole, with
// no tree shaking (the host cannot know what remotes will import), and the whole of react-router
// is ~60 KB compressed, most of it data routers, SSR and RSC that no app here uses. Sharing this
// module instead shares exactly this list, one instance for the host and every remote.
// An app that needs another export adds it here (the build fails on a name missing from the list).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
} from '@littlegivers/react-router-dom-full';

/**
 * The layering `pnpm lint` enforces (dependency-cruiser): the API's layers point one way
 * (routes, staff routes, plugins, ops -> services, delivery, mail -> repositories -> db, nothing back
 * up; lib, pages and paypal are edges; every folder of api/src is in a rule), no app imports another app, and a feature of an app
 * does not import another feature. Why: docs/adr/0012-layering.md.
 */
const list = require('./shared/apps.json');
/** Every app's folder (shared/apps.json), as a regular expression's group. */
const apps = `(${[list.host, ...list.remotes, list.api].map((app) => app.name).join('|')})`;

module.exports = {
  forbidden: [
    {
      name: 'api-repositories-below-services',
      comment:
        'A repository (SQL) knows nothing of the services, delivery modules, mail, PayPal, routes, plugins, staff routes, pages or ops commands above it.',
      severity: 'error',
      from: { path: '^api/src/(repositories|db)/' },
      to: { path: '^api/src/(services|delivery|mail|paypal|routes|plugins|staff|pages|ops)/' },
    },
    {
      name: 'api-services-below-routes',
      comment:
        "Services, the delivery modules and mail are called by routes, plugins, the staff routes and ops commands; they do not import them (the staff console's config and link words are plain values they may read).",
      severity: 'error',
      from: { path: '^api/src/(services|delivery|mail)/' },
      to: { path: '^api/src/(routes|plugins|ops|pages|staff/(?!config\\.ts$|links\\.ts$))' },
    },
    {
      name: 'api-paypal-is-an-edge',
      comment:
        "api/src/paypal is PayPal's client and its local stand-in: it imports no service, route, plugin, staff route, page or ops command (the stand-in keeps its orders through a repository).",
      severity: 'error',
      from: { path: '^api/src/paypal/' },
      to: { path: '^api/src/(services|delivery|mail|routes|plugins|staff|pages|ops)/' },
    },
    {
      name: 'api-pages-are-views',
      comment: 'api/src/pages renders HTML pages from what a route hands it: it imports no layer.',
      severity: 'error',
      from: { path: '^api/src/pages/' },
      to: { path: '^api/src/(services|delivery|mail|paypal|routes|plugins|staff|ops|repositories|db)/' },
    },
    {
      name: 'api-routes-no-sql',
      comment:
        'A route (public or staff) reaches the tables through services and repositories, never the db module (SQL stays in repositories).',
      severity: 'error',
      from: { path: '^api/src/(routes|staff)/' },
      to: { path: '^api/src/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-lib-is-a-leaf',
      comment:
        "api/src/lib holds helpers every layer may use: it imports no layer (only PayPal's client, an edge like itself, whose failures it tells apart).",
      severity: 'error',
      from: { path: '^api/src/lib/' },
      to: { path: '^api/src/(routes|plugins|ops|services|delivery|mail|staff|pages|repositories|db)/' },
    },
    {
      name: 'no-app-imports-another-app',
      comment: 'Apps share code through shared/ (and tooling/), never by importing each other.',
      severity: 'error',
      from: { path: `^${apps}/` },
      to: { path: `^${apps}/`, pathNot: '^$1/' },
    },
    {
      name: 'no-feature-imports-another-feature',
      comment: "Compose features in the app's screens or flow, or move the shared part to src/components or shared/.",
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'no-circular',
      comment:
        'Modules import each other in one direction (a type-only import back is fine, and so is a barrel that re-exports a module importing from it).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'export'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-single|\\.data|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};

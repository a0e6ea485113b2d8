/**
 * The layering `pnpm lint` enforces (dependency-cruiser): the API's layers point one way
 * (routes -> services -> repositories -> db, nothing back up), no app imports another app, and a feature of an app
 * does not import another feature. Why: docs/adr/0012-layering.md.
 */
const list = require('./shared/apps.json');
/** Every app's folder (shared/apps.json), as a regular expression's group. */
const apps = `(${[list.host, ...list.remotes, list.api].map((app) => app.name).join('|')})`;

module.exports = {
  forbidden: [
    {
      name: 'api-repositories-below-services',
      comment: 'A repository (SQL) knows nothing of the services, routes, plugins or ops commands above it.',
      severity: 'error',
      from: { path: '^api/src/(repositories|db)/' },
      to: { path: '^api/src/(services|routes|plugins|ops|mail)/' },
    },
    {
      name: 'api-services-below-routes',
      comment: 'A service is called by routes, plugins and ops commands; it does not import them.',
      severity: 'error',
      from: { path: '^api/src/services/' },
      to: { path: '^api/src/(routes|plugins|ops)/' },
    },
    {
      name: 'api-routes-no-sql',
      comment:
        'A route reaches the tables through services and repositories, never the db module (SQL stays in repositories).',
      severity: 'error',
      from: { path: '^api/src/routes/' },
      to: { path: '^api/src/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-lib-is-a-leaf',
      comment: 'api/src/lib holds helpers every layer may use: it imports no layer.',
      severity: 'error',
      from: { path: '^api/src/lib/' },
      to: { path: '^api/src/(routes|plugins|ops|services|repositories|db|mail)/' },
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

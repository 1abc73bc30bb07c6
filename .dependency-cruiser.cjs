/**
 * The project's dependency rules, checked by `npm run lint:deps` (part of `npm test`'s type check
 * phase). apps/api/src/modules/README.md explains the layers; docs/architecture.md the whole.
 */
const api = '^apps/api/src';
const web = '^apps/web/src';
const testFile = '[.]test[.]tsx?$';

/** The API's domains, lowest first: a domain imports only domains listed before it. */
const layers = [
  ['identity', ['users', 'session', 'addresses']],
  ['stores', ['sellers', 'follows']],
  ['catalogue', ['categories', 'products', 'questions', 'customization', 'stl']],
  ['commerce', ['coupons', 'orders', 'payments', 'invoices']],
  ['fulfilment', ['shipping', 'reviews', 'reports', 'freelancer-reviews']],
  ['engagement', ['chat', 'notifications']],
  ['services', ['adverts', 'offers', 'matching', 'freelance']],
  ['content', ['blog', 'marketing']],
  ['staff', ['health', 'admin']],
  ['rights', ['privacy']],
];
const domains = layers.flatMap(([, names]) => names);

const layerRules = domains.map((domain, rank) => ({
  name: `layer-${domain}`,
  comment: `${domain} may import only domains listed before it (apps/api/src/modules/README.md): not ${domains.slice(rank + 1).join(', ')}`,
  severity: 'error',
  // A test drives the whole app, so it may set its scene with a higher domain's fixtures.
  from: { path: `${api}/modules/${domain}/`, pathNot: testFile },
  to: { path: `${api}/modules/(${domains.slice(rank + 1).join('|') || '-none-'})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules depend one way: an import cycle makes neither side readable or testable alone. Types and lazy imports (a route registry loading its pages) do not tie modules at run time.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    ...layerRules,
    {
      name: 'api-domain-face',
      comment: 'Another domain is reached only through its face (modules/<domain>/index.ts).',
      severity: 'error',
      from: { path: `${api}/modules/([^/]+)/`, pathNot: `${api}/modules/[^/]+/index[.]ts$` },
      to: { path: `${api}/modules/[^/]+/.`, pathNot: [`${api}/modules/$1/`, `${api}/modules/[^/]+/index[.]ts$`] },
    },
    {
      name: 'api-outside-through-faces',
      comment: 'The app, plugins, demo data and test helpers reach a domain only through its face too.',
      severity: 'error',
      from: { path: `${api}/`, pathNot: `${api}/modules/` },
      to: { path: `${api}/modules/[^/]+/.`, pathNot: `${api}/modules/[^/]+/index[.]ts$` },
    },
    {
      name: 'api-ground-floor',
      comment: 'config, lib, db (client, schema, migrations) and integrations stand below every domain and import none, nor the plugins, the demo or the app.',
      severity: 'error',
      from: { path: `${api}/(lib|db|integrations|config[.]ts)`, pathNot: testFile },
      to: { path: `${api}/(modules|demo|plugins|app\\.ts|server\\.ts)` },
    },
    {
      name: 'api-demo-on-top',
      comment: 'The demo data stands above every domain: nothing but the app and its own tests import it.',
      severity: 'error',
      from: { path: `${api}/`, pathNot: [`${api}/demo/`, `${api}/app[.]ts$`, testFile] },
      to: { path: `${api}/demo/` },
    },
    {
      name: 'api-domains-below-app',
      comment: 'Domains do not import the composition root (app.ts, server.ts) or the demo.',
      severity: 'error',
      from: { path: `${api}/modules/`, pathNot: testFile },
      to: { path: `${api}/(app|server)\\.ts$` },
    },
    {
      name: 'web-feature-face',
      comment: "A web feature reaches another only through its face (features/<domain>/index.ts).",
      severity: 'error',
      from: { path: `${web}/features/([^/]+)/` },
      to: { path: `${web}/features/[^/]+/.`, pathNot: [`${web}/features/$1/`, `${web}/features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-features-below-app',
      comment: 'Features do not import the app shell, routes or store wiring (app/ composes features).',
      severity: 'error',
      from: { path: `${web}/(features|components|lib)/`, pathNot: testFile },
      to: { path: `${web}/app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

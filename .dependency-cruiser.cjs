/**
 * The architecture check (run by `npm test` as `npm run check:architecture`): the layer rules of
 * ARCHITECTURE.md, "Import direction". A violation fails the test run with the rule's name.
 */
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to })
const NOT_TESTS = '\\.test\\.tsx?$'

module.exports = {
  forbidden: [
    rule(
      'shared-is-pure',
      'src/shared is pure logic used by worker, browser and build: no React, Hono, drizzle or Workers imports, and nothing from the rest of src/, worker/, build/ or test/.',
      { path: '^src/shared/', pathNot: NOT_TESTS },
      {
        path: '^(src/(?!shared/)|worker/|build/|test/)|^node_modules/(react|react-dom|hono|drizzle-orm|@cloudflare)/',
      }
    ),
    rule(
      'shared-no-node-builtins',
      'src/shared runs in the browser and in workerd: no node: modules.',
      { path: '^src/shared/', pathNot: NOT_TESTS },
      { dependencyTypes: ['core'] }
    ),
    rule(
      'src-never-imports-worker-or-build',
      'Components render PageData; loaders (worker/) fetch it. Nothing under src/ imports worker/ or build/.',
      { path: '^src/' },
      { path: '^(worker|build)/' }
    ),
    rule(
      'build-reads-only-shared',
      'build/ reads src/shared and the drizzle schema (worker/db/schema.ts), nothing else of src/ or worker/.',
      { path: '^build/' },
      { path: '^(src/(?!shared/)|worker/(?!db/schema\\.ts$)|test/)' }
    ),
    rule(
      'nothing-imports-build',
      'build/ is run, never imported by the app (the worker reads only build output in dist/); tests may drive it.',
      { path: '^(src|worker)/' },
      { path: '^build/' }
    ),
    rule(
      'build-steps-never-import-tools-or-publish',
      'The build steps (everything under build/ but publish/ and tools/) never import what publishes a build (publish/) or measures it (tools/).',
      { path: '^build/(?!publish/|tools/)', pathNot: NOT_TESTS },
      { path: '^build/(publish|tools)/' }
    ),
    rule(
      'nothing-on-the-build-path-imports-tools',
      'build/tools/ (bench, load generator, Chromium helper) measures; nothing that builds, publishes or serves imports it (tests may).',
      { path: '^(build/(?!tools/)|worker/|src/)', pathNot: NOT_TESTS },
      { path: '^build/tools/' }
    ),
    rule(
      'cache-imports-no-step',
      'build/cache/ is the one cache the steps wrap around themselves: it imports nothing of build/ outside cache/ (a step knows the cache, never the reverse).',
      { path: '^build/cache/', pathNot: NOT_TESTS },
      { path: '^build/(?!cache/)' }
    ),
    rule(
      'worker-no-node-builtins',
      'The worker is bundled by wrangler for workerd: no node: modules.',
      { path: '^worker/', pathNot: NOT_TESTS },
      { dependencyTypes: ['core'] }
    ),
    rule(
      'no-browser-entry-on-the-server',
      'src/client is the browser entry (boot script, hydration, router): pages and the worker never import it.',
      { path: '^(worker|src/pages)/' },
      { path: '^src/client/' }
    ),
    rule('no-circular', 'Import cycles make the layers meaningless.', {}, { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.wrangler)/|worker-configuration\\.d\\.ts$' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
}

// `pnpm mutate [name...]`: mutation testing (StrykerJS with its vitest runner) of the modules where
// money and codes are at stake, one module per Stryker run, each against only the test files that
// exercise it. Incremental: each run reuses `reports/mutation/<name>.incremental.json` (git-ignored)
// in the module's package, so a second run only tests mutants whose code or tests changed
// (`--force` runs them all). Not part of `pnpm test`: a full run takes many minutes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modules } from './modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const force = args.includes('--force');
// `--table`: print the table of the last reports, running nothing.
const tableOnly = args.includes('--table');
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !modules.some((module) => module.name === name));
if (unknown.length) {
  console.error(`unknown module(s): ${unknown.join(', ')}; known: ${modules.map((m) => m.name).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? modules.filter((module) => names.includes(module.name)) : modules;

const rows = [];
for (const module of selected) {
  const cwd = path.join(root, module.package);
  const reports = path.join(cwd, 'reports/mutation');
  if (tableOnly) {
    rows.push({ module, status: 0, seconds: null, ...(await score(path.join(reports, `${module.name}.json`))) });
    continue;
  }
  mkdirSync(reports, { recursive: true });
  const config = {
    $schema: '../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: mutateConfig(cwd, reports, module), related: false },
    mutate: [module.mutate, ...(module.lines ?? [])].slice(module.lines ? 1 : 0),
    coverageAnalysis: 'perTest',
    // Static mutants (module-level constants and schemas, evaluated once at import) are tested only
    // where each run imports the module again (`isolate: true`); with test isolation off a module is
    // not imported again for each mutant, so they would not be tested and are left out.
    ignoreStatic: !module.isolate,
    // In place: the tests reach files beside their package (../shared/test/setup.ts, the workspace
    // packages they link to), which a sandbox copy of one package would not have, and vitest finds
    // no `testFiles` in a sandbox. Stryker restores every file it wrote when it ends (also on Ctrl-C): edit and commit
    // nothing in that package while it runs, and run one module of a package at a time.
    inPlace: true,
    tempDirName: `.stryker-tmp/${module.name}`,
    concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 1),
    // Added to the dry run's time: a mutant that loops forever costs this much, not a minute.
    timeoutMS: 15_000,
    incremental: true,
    incrementalFile: `reports/mutation/${module.name}.incremental.json`,
    force,
    reporters: ['clear-text', 'json', 'progress'],
    jsonReporter: { fileName: `reports/mutation/${module.name}.json` },
    clearTextReporter: { allowColor: false, logTests: false },
    thresholds: { high: module.target, low: module.target, break: null },
  };
  const configFile = path.join(reports, `${module.name}.stryker.config.json`);
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`\n== ${module.name}: ${module.mutate} (target ${module.target}%)`);
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', configFile],
    {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...module.env },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  rows.push({ module, status: run.status, seconds, ...(await score(path.join(reports, `${module.name}.json`))) });
}

/**
 * The package's vitest configuration for the run. Test isolation is off unless the module says
 * `isolate: true`: each mutant is a new run of the same files, and with isolation a run pays for a
 * new worker, environment (jsdom) and imports every time. (Stryker activates mutants at run time,
 * so a module kept between runs is still tested correctly, except its static mutants.) A module's
 * `test` settings replace the package's (for example a node environment without the jsdom setup
 * file, for tests of pure modules that run with isolation).
 */
function mutateConfig(cwd, reports, module) {
  const configFile = module.vitestConfig ?? 'vitest.config.ts';
  const file = path.join(reports, `${module.name}.vitest.mutate.mjs`);
  // The test files are chosen here, not with Stryker's `testFiles`: with `testFiles` set, Stryker
  // 9.6 activates static mutants only after the module was imported, so it never tests them.
  const test = { include: module.testFiles, isolate: !!module.isolate, ...module.test };
  writeFileSync(
    file,
    `import { mergeConfig } from 'vitest/config';\nimport base from '../../${configFile}';\n\nconst config = mergeConfig(base, {});\nObject.assign(config.test, ${JSON.stringify(test)});\nexport default config;\n`,
  );
  return path.relative(cwd, file);
}

/**
 * The module's counts from its JSON report. A mutant under which the test files cannot even be
 * imported (a schema built with a broken check throws at import) ran no test: Stryker 9.6 reports
 * it as survived, but vitest fails that run, so it is counted as detected ("fails to load").
 * Only a static mutant can do this (any other ran at least the tests that cover it).
 */
async function score(file) {
  try {
    const { readFileSync, statSync } = await import('node:fs');
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const mutants = Object.values(report.files).flatMap((f) => f.mutants);
    const count = (test) => mutants.filter(test).length;
    const is = (status) => (m) => m.status === status;
    const loadFails = count((m) => m.status === 'Survived' && m.static && m.testsCompleted === 0);
    const counts = {
      killed: count(is('Killed')),
      timeout: count(is('Timeout')),
      loadFails,
      survived: count(is('Survived')) - loadFails,
      noCoverage: count(is('NoCoverage')),
    };
    const detected = counts.killed + counts.timeout + loadFails;
    const valid = detected + counts.survived + counts.noCoverage;
    const date = statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' ');
    return { mutants: valid, ...counts, score: valid ? (100 * detected) / valid : 0, date };
  } catch {
    return { mutants: 0, score: 0, missing: true };
  }
}

const fileOf = (module) =>
  `\`${module.package}/${module.mutate}\`${module.lines ? ` lines ${module.lines.map((line) => line.split(':')[1]).join(', ')}` : ''}`;

console.log(
  '\n| module | file | mutants | killed | timeout | fails to load | survived | no coverage | score | target | run (UTC) | time |',
);
console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|');
let failed = false;
for (const row of rows) {
  const ok = row.status === 0 && row.score >= row.module.target;
  failed ||= !ok;
  if (row.missing) {
    console.log(
      `| ${row.module.name} | ${fileOf(row.module)} | no report yet | | | | | | | ${row.module.target}% | | |`,
    );
    continue;
  }
  console.log(
    `| ${row.module.name} | ${fileOf(row.module)} | ${row.mutants} | ${row.killed} | ${row.timeout} | ${row.loadFails} | ${row.survived} | ${row.noCoverage} | ${row.score.toFixed(1)}%${ok ? '' : ' ✗'} | ${row.module.target}% | ${row.date} | ${row.seconds === null ? '' : `${row.seconds} s`} |`,
  );
}
process.exit(failed ? 1 : 0);

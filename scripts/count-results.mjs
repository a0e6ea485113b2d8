// Prints the closing line CI reads, `N passed, N failed`, from the runners' own JSON reports
// (vitest's json reporter per package, Playwright's json reporter).
// Below the counts it names each failed test, and each flaky one (failed once, passed on the retry
// CI gives), with its message's first line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results');
let passed = 0;
let failed = 0;
const rows = [];
/** Each failed test by name with its message's first line, so CI's closing lines say what failed. */
const failures = [];
/** Tests that failed, were run again and passed (CI retries once): counted as passed, named here. */
const flaky = [];
const firstLine = (message = '') => stripVTControlCharacters(String(message)).trim().split('\n')[0];

/** Playwright's failed tests: its report nests suites (files, describes) around specs. */
function playwrightFailures(suites = [], trail = []) {
  for (const suite of suites) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          flaky.push(`${[...here, spec.title].join(' > ')}: ${firstLine(test.results?.[0]?.error?.message)}`);
        }
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(`${[...here, spec.title].join(' > ')}: ${firstLine(last?.error?.message)}`);
      }
    }
    playwrightFailures(suite.suites, here);
  }
}
if (existsSync(dir)) {
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    let p = 0;
    let f = 0;
    if (report.stats && 'expected' in report.stats) {
      // Playwright: flaky tests passed on retry; unexpected ones failed.
      p = report.stats.expected + report.stats.flaky;
      f = report.stats.unexpected;
      playwrightFailures(report.suites);
    } else if ('numPassedTests' in report) {
      p = report.numPassedTests;
      f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      for (const suite of report.testResults ?? []) {
        const where = path.relative(path.dirname(dir), suite.name ?? '');
        const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
        // A retried test that passed keeps the first attempt's error.
        for (const test of suite.assertionResults ?? []) {
          if (test.status === 'passed' && test.failureMessages?.length > 0) {
            flaky.push(`${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages[0])}`);
          }
        }
        for (const test of failedTests) {
          failures.push(`${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
        }
        if (suite.status === 'failed' && failedTests.length === 0)
          failures.push(`${where}: ${firstLine(suite.message)}`);
      }
    }
    rows.push(`${file.padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed`);
    passed += p;
    failed += f;
  }
}
console.log(rows.join('\n'));
if (flaky.length > 0)
  console.log(['flaky (failed once, passed when run again):', ...flaky.map((line) => `  ${line}`)].join('\n'));
if (failures.length > 0) console.log(['failed:', ...failures.map((line) => `  ${line}`)].join('\n'));
console.log(`${passed} passed, ${failed} failed`);

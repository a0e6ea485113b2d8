// Prints the closing line CI reads, `N passed, N failed`, from the runners' own JSON reports
// (vitest's json reporter per package, Playwright's json reporter).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results');
let passed = 0;
let failed = 0;
const rows = [];
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
    } else if ('numPassedTests' in report) {
      p = report.numPassedTests;
      f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    }
    rows.push(`${file.padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed`);
    passed += p;
    failed += f;
  }
}
console.log(rows.join('\n'));
console.log(`${passed} passed, ${failed} failed`);

// A reporter that keeps an app's pact file true to its tests: a run of every test file starts the
// file afresh (an interaction no test records any more leaves the contract); a run of some files
// only merges what they record into it.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const currentPacts = fileURLToPath(new URL('../../contracts/pacts/current/', import.meta.url));

/** The pact file a consumer's tests write (shared/src/testing/pact/api-pact.ts names it alike). */
export function currentPactFile(consumer) {
  return `${currentPacts}${consumer}-api.json`;
}

export class PactFileReporter {
  /** @param {string} consumer */
  constructor(consumer) {
    this.consumer = consumer;
  }

  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.vitest = vitest;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestSpecification>} specifications */
  async onTestRunStart(specifications) {
    const every = await this.vitest.globTestSpecifications();
    if (specifications.length >= every.length) await rm(currentPactFile(this.consumer), { force: true });
  }
}

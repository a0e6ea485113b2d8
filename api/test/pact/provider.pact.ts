import { resolve } from 'node:path';
import { consumerFromEnv, PACTS_DIR, PactVerificationError, pactFiles, verifyPacts } from './verify-pacts';

const consumer = consumerFromEnv();

describe('the API satisfies the browser apps’ pacts', () => {
  it(`verifies ${consumer ?? 'every app'}’s current and last released pact`, async () => {
    const files = pactFiles(consumer);
    expect(files.length).toBeGreaterThan(0);
    await verifyPacts(files);
  });

  it('rejects a pact that expects the order id as a number (the API answers a UUID string)', async () => {
    const fixture = resolve(PACTS_DIR, '../fixtures/gift-mfe-numeric-order-id.json');
    const failure = await verifyPacts([fixture]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PactVerificationError);
    const { failures } = failure as PactVerificationError;
    expect(failures).toHaveLength(1);
    expect(failures[0]?.mismatches.join('\n')).toMatch(/^\$\.id .*\(String\) to be an integer/m);
  });
});

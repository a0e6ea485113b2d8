/**
 * Verifies pact files against the real API: the app built on a fresh PGlite clone (migrated and
 * seeded), the local PayPal stand-in, listening on an ephemeral port, with the provider states of
 * provider-states.ts. The browser apps' tests write `contracts/pacts/current/<app>-api.json`; a
 * release snapshots them to `contracts/pacts/released/` (docs/contracts.md).
 */
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import appList from '@littlegivers/shared/apps.json' with { type: 'json' };
import { Verifier } from '@pact-foundation/pact';
import { buildTestApp } from '../helpers';
import { providerStates } from './provider-states';

export const PACTS_DIR = resolve(import.meta.dirname, '../../../contracts/pacts');
/** Every browser app (shared/apps.json) is a consumer of the API. */
export const CONSUMERS: readonly string[] = [appList.host, ...appList.remotes].map((app) => app.name);
export type Consumer = string;

/** The pact files the API must satisfy: every app's current and last released pact (or one app's). */
export function pactFiles(consumer?: Consumer): string[] {
  return (['current', 'released'] as const).flatMap((folder) => {
    const dir = resolve(PACTS_DIR, folder);
    return readdirSync(dir)
      .filter((name) => name.endsWith('-api.json') && (!consumer || name === `${consumer}-api.json`))
      .sort()
      .map((name) => resolve(dir, name));
  });
}

/** Reads the consumer to verify from PACT_CONSUMER (unset: every consumer). */
export function consumerFromEnv(env = process.env): Consumer | undefined {
  const name = env.PACT_CONSUMER?.trim();
  if (!name) return undefined;
  if (!CONSUMERS.includes(name)) throw new Error(`PACT_CONSUMER=${name} is not one of: ${CONSUMERS.join(', ')}`);
  return name;
}

/** A failed verification: each failing interaction and what the API answered differently. */
export class PactVerificationError extends Error {
  constructor(readonly failures: { interaction: string; mismatches: string[] }[]) {
    super(
      `the API does not satisfy ${failures.length} interaction(s):\n` +
        failures.map((f) => `- ${f.interaction}\n${f.mismatches.map((m) => `    ${m}`).join('\n')}`).join('\n'),
    );
    this.name = 'PactVerificationError';
  }
}

interface VerifierReport {
  errors?: {
    interaction: string;
    mismatch?: { message?: string; mismatches?: { path?: string; mismatch: string }[] };
  }[];
}

/** The verifier rejects with its JSON report as the message; this reads the failures out of it. */
function verificationError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  let report: VerifierReport;
  try {
    report = JSON.parse(message) as VerifierReport;
  } catch {
    return error instanceof Error ? error : new Error(message);
  }
  return new PactVerificationError(
    (report.errors ?? []).map(({ interaction, mismatch }) => ({
      interaction,
      mismatches: mismatch?.mismatches?.map((m) => `${m.path ?? ''} ${m.mismatch.slice(0, 300)}`.trim()) ?? [
        mismatch?.message ?? 'failed',
      ],
    })),
  );
}

/**
 * Verifies each of `files` against a fresh API (its own database clone, so no pact's provider
 * states change what another's interactions see); rejects with a PactVerificationError listing
 * every failing interaction of every file.
 */
export async function verifyPacts(files: string[]): Promise<void> {
  if (files.length === 0) throw new Error('no pact files to verify');
  const failures: PactVerificationError['failures'] = [];
  for (const file of files) {
    try {
      await verifyPactFile(file);
    } catch (error) {
      if (!(error instanceof PactVerificationError)) throw error;
      failures.push(...error.failures);
    }
  }
  if (failures.length > 0) throw new PactVerificationError(failures);
}

async function verifyPactFile(file: string): Promise<void> {
  // Content changes of a provider state show at once (no content cache poll interval); the staff
  // states sign in once per interaction, more often than a person may in a minute; the e-card
  // states mail the pacts' grown-up more often than a day allows (the limits: sender-policy.test.ts).
  const { app, close } = await buildTestApp({
    env: {
      CONTENT_VERSION_CHECK_MS: '0',
      STAFF_SIGN_IN_LIMIT: '1000000',
      ECARDS_PER_PAYER_PER_DAY: '1000000',
      ECARDS_PER_RECIPIENT_PER_DAY: '1000000',
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const states = providerStates(app);
    await new Verifier({
      provider: 'api',
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: [file],
      logLevel: 'warn',
      stateHandlers: Object.fromEntries(
        Object.entries(states).map(([name, setUp]) => [name, { setup: async () => setUp() }]),
      ),
    })
      .verifyProvider()
      .catch((error: unknown) => {
        throw verificationError(error);
      });
  } finally {
    await close();
  }
}

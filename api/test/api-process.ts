/**
 * A real API process for the tests that need more than one (`test:pg`, `test:redis`): `tsx
 * src/server.ts` on a port the system has just handed out (free at that moment, so no clash with
 * what else runs on the machine), up once `/api/health` answers. A process that exits first, or
 * does not answer within 90 s, fails the test with its own last output.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@littlegivers/tooling/port-open';
import { apiRoot } from '../src/config';

export interface ApiProcess {
  port: number;
  child: ChildProcess;
}

// Within the suites' 120 s `beforeAll`: on a loaded 2-core CI machine one has not answered within 60 s.
const startTimeoutMs = 90_000;

/** Starts the API with `env` (PORT and HOST are set here) and waits until it answers. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(path.join(apiRoot, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: apiRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited (${signal ?? `code ${code}`})`;
  });
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(
    `the API on port ${port} ${exited ?? `did not answer within ${startTimeoutMs / 1000} s`}; its last output:\n${output}`,
  );
}

/**
 * Starts one API process per `env`, at the same time. When one fails, those that did start are
 * stopped and the first failure is thrown.
 */
export async function startApiProcesses(envs: readonly NodeJS.ProcessEnv[]): Promise<ApiProcess[]> {
  const started = await Promise.allSettled(envs.map(startApiProcess));
  const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopApiProcesses(processes);
    throw failed.reason;
  }
  return processes;
}

/** Stops the processes and gives them a moment to close their connections. */
export async function stopApiProcesses(processes: readonly ApiProcess[]): Promise<void> {
  for (const { child } of processes) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

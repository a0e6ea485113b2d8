/**
 * How many refusals the audit trail keeps, so that no one can flood it: each client address gets
 * PER_ADDRESS rows a minute, the whole process OVERALL; the refusal that reaches a limit is recorded
 * as the last one of its minute (saying so), and the rest of that minute goes unrecorded (the log
 * still has a line for every request).
 */
export const REFUSALS_PER_ADDRESS_PER_MINUTE = 20;
export const REFUSALS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;

export type RefusalVerdict = 'record' | 'record-last' | 'skip';

export function createRefusalLimit(
  limits = { perAddress: REFUSALS_PER_ADDRESS_PER_MINUTE, overall: REFUSALS_PER_MINUTE },
) {
  let windowStart = 0;
  let overall = 0;
  const perAddress = new Map<string, number>();
  return (address: string | null, now: Date): RefusalVerdict => {
    if (now.getTime() - windowStart >= MINUTE_MS) {
      windowStart = now.getTime();
      overall = 0;
      perAddress.clear();
    }
    const key = address ?? 'unknown';
    const count = (perAddress.get(key) ?? 0) + 1;
    perAddress.set(key, count);
    overall += 1;
    if (count > limits.perAddress || overall > limits.overall) return 'skip';
    return count === limits.perAddress || overall === limits.overall ? 'record-last' : 'record';
  };
}
export type RefusalLimit = ReturnType<typeof createRefusalLimit>;

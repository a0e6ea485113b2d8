/**
 * Ends the current task and resumes in a new one, so the browser can paint, take input and run
 * other tasks in between: `scheduler.yield()` where the browser has it (the continuation goes
 * before other queued tasks), else a message to a channel of its own (a task without setTimeout's
 * clamping). Start-up uses it between its large pieces of work so that none is one long task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

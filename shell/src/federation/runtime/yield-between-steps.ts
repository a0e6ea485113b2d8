import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../../yield-to-main';

type Hooks = Required<ModuleFederationRuntimePlugin>;

/**
 * Runtime plugin: the runtime's steps to a remote's screen run in tasks of their own. Chained as
 * promises, they ran in one task with whatever script had just arrived: the remote entry's
 * evaluation, then its init (the shared modules' negotiation), then the exposed module's factory
 * (the screen's module graph), a task of 50-80 ms under the mobile conditions on `/kidspage` and
 * `/gift-now`. Each step now starts after a yield (`yieldToMain`), so the browser may paint, take
 * input or run its other tasks in between. A step the runtime answers from its cache does not yield.
 */
export function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  const after = ({ cached }: { cached?: boolean }) => (cached ? undefined : yieldToMain());
  return {
    name: 'littlegivers-yield-between-steps',
    // The entry script has run: its init waits for the next task.
    afterLoadEntry: after as Hooks['afterLoadEntry'],
    // The shared modules are negotiated: the exposed module's chunks are asked for in the next task.
    afterInitRemote: after as Hooks['afterInitRemote'],
    // The exposed module's chunks are in: its factory (the screen's module graph) runs in a task of its own.
    beforeExecuteFactory: (() => yieldToMain()) as Hooks['beforeExecuteFactory'],
  };
}

import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldBetweenSteps } from './yield-between-steps';

/**
 * A remote whose entry "runs" when the runtime asks for it, and which queues another task (as a
 * paint or a key press would) at each step: what ran in which order says whether the steps shared
 * one task.
 */
function aRemoteLoad(plugins: ModuleFederationRuntimePlugin[]) {
  const order: string[] = [];
  const otherTask = (name: string) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      order.push(name);
    };
    channel.port2.postMessage(null);
  };
  const container = {
    init: () => {
      order.push('init');
      otherTask('task queued by init');
    },
    get: async () => {
      order.push('get');
      otherTask('task queued by get');
      return () => {
        order.push('factory');
        return { default: () => null };
      };
    },
  };
  const entry: ModuleFederationRuntimePlugin = {
    name: 'test-entry',
    loadEntry: () => {
      order.push('entry');
      otherTask('task queued by the entry');
      return container as never;
    },
  };
  // A name and an entry of its own: the runtime keeps loaded entries page-wide.
  const id = Math.random().toString(36).slice(2);
  const runtime = createInstance({
    name: `host_${id}`,
    remotes: [{ name: 'gift_mfe', entry: `http://localhost:3001/${id}/remoteEntry.js` }],
    shared: {},
    plugins: [entry, ...plugins],
  });
  return { order, loaded: runtime.loadRemote('gift_mfe/GiftFlow') };
}

describe('yieldBetweenSteps', () => {
  it("runs the entry's init and the exposed module's factory each after the tasks queued before them", async () => {
    const { order, loaded } = aRemoteLoad([yieldBetweenSteps()]);
    expect(await loaded).toHaveProperty('default');
    expect(order).toEqual([
      'entry',
      'task queued by the entry',
      'init',
      'task queued by init',
      'get',
      'task queued by get',
      'factory',
    ]);
  });

  it('without it, the whole chain from the entry to the factory is one task', async () => {
    const { order, loaded } = aRemoteLoad([]);
    await loaded;
    expect(order.slice(0, 4)).toEqual(['entry', 'init', 'get', 'factory']);
  });
});

// Whether a server accepts TCP connections at host:port (within 1 s): how the test commands decide
// between a server already running and one of their own (or skipping).
import net from 'node:net';

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    /** @param {boolean} result */
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

// Loopback ports for the test commands: whether a server accepts TCP connections at host:port
// (within 1 s), how they decide between a server already running and one of their own (or
// skipping); and a port free for a server of their own.
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

/**
 * A loopback port nothing listens on at this moment: the system's choice for a listener on port 0.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

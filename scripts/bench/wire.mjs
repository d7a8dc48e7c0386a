/**
 * A TCP relay in front of the book's server that counts the bytes the server sends down the wire
 * (status lines, headers and bodies as sent, compressed or not), whoever asked for them: the page,
 * the service worker's precache, a worker script. It also notes each request's path, and can cut
 * the network: every open connection is dropped and new ones are refused.
 * Each relay listens on its own port, so the browser sees a fresh origin (no service worker, no
 * cache) every time.
 */
import net from 'node:net';

/** @param {number} upstreamPort the book's server on 127.0.0.1 */
export async function wire(upstreamPort) {
  let bytes = 0;
  let cut = false;
  /** @type {string[]} */
  const requests = [];
  const sockets = new Set();
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const up = net.connect(upstreamPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(up);
    client.on('data', (d) => {
      for (const m of d.toString('latin1').matchAll(/^(?:GET|HEAD|POST) (\S+) HTTP\/1\.[01]\r$/gm)) requests.push(m[1]);
    });
    up.on('data', (d) => {
      bytes += d.length;
    });
    client.pipe(up);
    up.pipe(client);
    const end = () => {
      client.destroy();
      up.destroy();
      sockets.delete(client);
      sockets.delete(up);
    };
    for (const s of [client, up]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Bytes sent by the server since the start (or the last reset). */
    bytes: () => bytes,
    /** Paths asked for since the start (or the last reset), query included. */
    requests: () => [...requests],
    reset() {
      bytes = 0;
      requests.length = 0;
    },
    /** Cuts the network (true) or brings it back (false). */
    cut(on = true) {
      cut = on;
      if (on) for (const s of sockets) s.destroy();
    },
    close() {
      cut = true;
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

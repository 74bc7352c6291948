import net from 'node:net';

/** A free loopback port, found by letting the OS pick one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A loopback TCP relay to `target` that a test can cut and restore: one instance reaches the shared
 * PostgreSQL through it, so that instance alone loses its database while the others keep theirs.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        server = listener;
        resolve();
      });
    });

  /** Drops every relayed connection and refuses new ones, as a database that went away does. */
  const cut = async () => {
    const closed = server ? new Promise((resolve) => server?.close(resolve)) : Promise.resolve();
    server = null;
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await open();
  return { port, cut, restore: open, stop: cut };
}

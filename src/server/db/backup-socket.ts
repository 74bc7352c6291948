import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The embedded database's folder belongs to the one process that opened it: `npm run backup` asks
 * that process for the tarball over a Unix socket in the data folder. Only whoever may read the
 * data folder may connect (the socket is 0600), and it is never on the network.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

export async function serveBackups(
  app: FastifyInstance,
  dumpDataDir: () => Promise<Blob>,
  dataDir: string,
): Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end('GET /backup only\n');
      return;
    }
    dumpDataDir()
      .then(async (tarball) => {
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': tarball.size });
        response.end(Buffer.from(await tarball.arrayBuffer()));
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'backup failed');
        response.writeHead(500).end(`The backup failed: ${(err as Error).message}\n`);
      });
  });
  // Unix socket paths hold at most 107 bytes (Node would cut a longer one short); without the
  // socket, `npm run backup` would open the folder beside this process, so refuse to start instead
  if (Buffer.byteLength(socketPath) > 107) {
    throw new Error(`DATA_DIR is too long a path for the backup socket ${socketPath}: use a shorter one`);
  }
  // a socket file left by a server that was killed would stop listen()
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  fs.chmodSync(socketPath, 0o600);
  app.addHook('onClose', async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(socketPath, { force: true });
  });
}

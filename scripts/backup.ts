/**
 * `npm run backup -- <file>`: a consistent backup of the database the environment names, while the
 * app runs. PostgreSQL (DATABASE_URL): pg_dump's custom format, one snapshot of the whole database.
 * Embedded (DATA_DIR): the running server writes its data folder's tarball between two statements
 * (src/server/db/backup-socket.ts); with no server running, this script opens the folder itself.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readConfig } from '../src/server/config';
import { backupSocketPath } from '../src/server/db/backup-socket';
import { BackupError, embeddedDir, libpqTarget, openEmbedded, runMain, runProgram } from './backup-tools';

/** Streams the running server's tarball into `file`; false when no server listens on the socket. */
function askRunningServer(socketPath: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          reject(new BackupError(text.trim() || `The server answered ${response.statusCode}`)),
        );
        return;
      }
      pipeline(response, fs.createWriteStream(file)).then(() => resolve(true), reject);
    });
    request.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(false) : reject(err),
    );
  });
}

async function backupEmbedded(dataDir: string, file: string): Promise<string> {
  if (await askRunningServer(backupSocketPath(dataDir), file)) return 'from the running server';
  const dir = embeddedDir(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (set DATA_DIR or DATABASE_URL)`);
  }
  // no server holds the folder: read it here (do not start the server during these seconds)
  const pglite = await openEmbedded(dir);
  try {
    const tarball = await pglite.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return 'with no server running';
}

async function main() {
  const file = process.argv[2];
  if (!file) throw new BackupError('Usage: npm run backup -- <file>');
  const config = readConfig();
  // written beside the target and renamed at the end: a file under its name is always complete
  const partial = `${path.resolve(file)}.partial`;
  try {
    let what: string;
    if (config.databaseUrl) {
      const { env, dbname } = libpqTarget(config.databaseUrl);
      await runProgram('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
      what = `PostgreSQL database "${dbname}"`;
    } else {
      what = `embedded database in ${config.dataDir} (${await backupEmbedded(config.dataDir, partial)})`;
    }
    fs.renameSync(partial, file);
    const megabytes = (fs.statSync(file).size / 1e6).toFixed(1);
    console.log(`Backed up the ${what} to ${file} (${megabytes} MB)`);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

runMain(main);

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './tcp-relay';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The nginx configuration docs/operations.md gives under "Running several instances", tested here as it is. */
export const DEPLOYED_CONF = path.resolve(__dirname, '../../../deploy/nginx/clinicbook.conf');

/** The deployed configuration with these instances and this port; throws if the file no longer has the places. */
export function renderClinicbookConf(instancePorts: number[], listenPort: number): string {
  const deployed = fs.readFileSync(DEPLOYED_CONF, 'utf8');
  const instances = /( *# instances: begin\n)([\s\S]*?)( *# instances: end\n)/;
  const serverLine = /^( *server )\S+:\d+( .*;)$/m.exec(deployed);
  if (!instances.test(deployed) || !serverLine || !/^ *listen 80;$/m.test(deployed)) {
    throw new Error(`${DEPLOYED_CONF} lost its "instances" markers, server lines or "listen 80;"`);
  }
  const servers = instancePorts.map((port) => `${serverLine[1]}127.0.0.1:${port}${serverLine[2]}\n`);
  return deployed
    .replace(instances, (_, begin: string, _old: string, end: string) => begin + servers.join('') + end)
    .replace(/^( *)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

/**
 * Debian's nginx as a child process (not a daemon) in front of the given instances, with its pid,
 * logs and temp files in a folder of its own. The access log names the instance(s) each request went to.
 */
export async function startNginx(instancePorts: number[]) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-clinicbook-'));
  // as root, the workers run as an unprivileged user that must reach the temp folders
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const accessLog = path.join(prefix, 'access.log');
  const errorLog = path.join(prefix, 'error.log');
  const main = `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${errorLog} info;
events { worker_connections 256; }
http {
  log_format upstreams '$request_method $uri $status upstreams=[$upstream_addr] statuses=[$upstream_status]';
  access_log ${accessLog} upstreams;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${renderClinicbookConf(instancePorts, port)}
}
`;
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, main);
  const child = spawn(NGINX, ['-p', prefix, '-e', errorLog, '-c', confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const errors = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${output}\n${errors()}`);
    const up = await fetch(`${baseUrl}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s:\n${output}\n${errors()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    /** The access log's lines so far, one per finished request. */
    accessLog: () =>
      fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : [],
    errors,
    /** Stops the master by its pid (it takes its workers along) and removes the folder. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // the fast shutdown: a graceful one (SIGQUIT) would wait for the open live channels
        process.kill(child.pid as number, 'SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

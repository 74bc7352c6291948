import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { liveConnections } from '../metrics/shared-metrics';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent event streams of one routes module: each answer is taken over from Fastify, kept
 * alive with a comment every 25 s, and ended when the server closes (an open stream would keep
 * app.close() waiting for ever). `open` starts a stream and answers the writer; `onClose` runs when
 * the browser goes away.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
  return (reply: FastifyReply, onClose: () => void): ((frame: string) => void) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
      // proxies must pass each event on at once
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    open.add(res);
    liveConnections.inc();
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      open.delete(res);
      liveConnections.dec();
      onClose();
    });
    return (frame) => res.write(frame);
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * One dedicated connection holding `LISTEN channel` (a pooled connection cannot: LISTEN belongs to
 * the session). When the connection drops, as it does while the database restarts, it reconnects
 * with backoff and listens again, so the instance keeps receiving once the database is back. What
 * was sent while it was away is lost, so `onResync` then tells its owner to assume anything changed.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onResync: () => void = () => undefined,
  ) {}

  /** Connects and listens; throws when the database cannot be reached now. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.onPayload(message.payload);
    });
    const lost = () => this.lost(client);
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      await sleep(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)], undefined, { ref: false });
      if (this.stopped) return;
      try {
        await this.start();
        if (!this.stopped) this.onResync();
        return;
      } catch {
        // the database is still away: try again after a longer pause
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

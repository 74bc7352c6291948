/**
 * A background task run every `intervalMs` and whenever kicked, never two runs at once on this
 * instance. A run answers whether work is left over; then it runs again at once. Errors are
 * reported and the next tick tries again, so a database or mail server away for a while only
 * delays the work. A run is handed a signal that is aborted when the job stops: a long run (a batch
 * of mails) may end early on it, so an instance shuts down without finishing its whole batch.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private stopping = new AbortController();

  constructor(
    private readonly runOnce: (stopping: AbortSignal) => Promise<boolean>,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = new AbortController();
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Run now, or once more right after the run in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  /** Resolves when no run is in progress. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    clearInterval(this.timer);
    await this.idle();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        if (await this.runOnce(this.stopping.signal)) this.again = true;
      } catch (err) {
        this.onError(err);
      }
    } while (this.again && !this.stopped);
  }
}

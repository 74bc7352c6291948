const MAX_THROTTLE_WAIT_MS = 8000;
const FIRST_THROTTLE_WAIT_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Spaces the submits of one link at most `ratePerSecond` a second (SMS_RATE_PER_SECOND), and backs
 * off when the SMSC says it is throttling us: every later submit waits, twice as long each time it
 * says so again, until one goes through.
 */
export class Pacer {
  private nextSlot = 0;
  private throttleWait = FIRST_THROTTLE_WAIT_MS;

  constructor(private readonly ratePerSecond: number) {}

  /** Resolves when the next submit may go. */
  async turn(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + 1000 / this.ratePerSecond;
    if (slot > now) await sleep(slot - now);
  }

  /** The SMSC throttled a submit: nothing goes for a while. */
  throttled(): void {
    this.nextSlot = Math.max(this.nextSlot, Date.now() + this.throttleWait);
    this.throttleWait = Math.min(this.throttleWait * 2, MAX_THROTTLE_WAIT_MS);
  }

  /** A submit went through: the next throttling starts from the shortest wait again. */
  accepted(): void {
    this.throttleWait = FIRST_THROTTLE_WAIT_MS;
  }
}

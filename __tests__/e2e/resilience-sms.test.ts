import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/connect';
import { kyselyRunner } from '../../src/server/db/prepared-transaction';
import { queueTexts } from '../../src/server/sms/sms-outbox';
import { eventually } from '../helpers/eventually';
import { freshSchema, startServerProcess } from '../helpers/server-process';
import { startTestSmsc } from '../helpers/peers/test-smsc';

/**
 * Text messages, "never lost, never twice": two instances send one text outbox through a real SMSC (the
 * `smpp` package's server) and are killed with SIGKILL in the middle of it: texts taken by the SMSC
 * and noted, texts on the wire that the SMSC had not yet answered, texts claimed and not yet sent,
 * and texts nobody had claimed. A third instance then sends what they left, and every text reaches
 * the SMSC exactly once.
 */
const TEXTS = 150;
/** Held claims come back this soon after the kill (OUTBOX_LEASE_SECONDS). */
const LEASE_SECONDS = 2;

const numberOf = (i: number) => `+2348035${String(i).padStart(6, '0')}`;

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
onPostgres('two instances killed mid-send: each text reaches the SMSC once', async () => {
  const smsc = await startTestSmsc();
  const schema = await freshSchema(process.env.TEST_DATABASE_URL as string);
  const database = await openDatabase({ url: schema.url });
  const env = {
    DATABASE_URL: schema.url,
    SMS_SMPP_URL: smsc.url,
    // slow enough that the kill finds both instances sending
    SMS_RATE_PER_SECOND: '40',
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
  };
  const servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
  try {
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    await smsc.waitForBind(2);

    const user = await database.db
      .insertInto('users')
      .values({ name: 'Kill Test Patient', email: 'sms-kill@example.com', phone: numberOf(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queued = await queueTexts(
      kyselyRunner(database.db),
      Array.from({ length: TEXTS }, (_, i) => ({
        userId: user.id,
        toNumber: numberOf(i + 1),
        kind: 'approved',
        appointmentId: null,
        language: 'en',
        body: `Text ${i + 1} of the kill test.`,
      })),
    );
    expect(queued).toBe(TEXTS);

    // mid-send: some texts taken, then each instance has submits on the wire the SMSC holds unanswered
    await smsc.waitForTexts(TEXTS / 5);
    smsc.holdAnswers();
    await eventually(async () => smsc.sendersHolding() === 2, 'both instances waiting on the SMSC');
    // every text the SMSC answered is noted submitted: what is left is sent again, and only that
    const answered = smsc.texts().length;
    const submitted = async () =>
      Number(
        (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM sms_outbox WHERE state = 'submitted'`.execute(database.db)
        ).rows[0]!.n,
      );
    await eventually(async () => (await submitted()) === answered, 'the answered texts noted');
    await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(TEXTS);
    // the killed links close, and with them the submits the SMSC never answered
    await eventually(async () => smsc.sendersHolding() === 0, 'the killed links closed');
    smsc.answerHeld();

    servers.push(await startServerProcess(env));
    await smsc.waitForTexts(TEXTS, 30_000);
    await eventually(async () => (await submitted()) === TEXTS, 'every text noted submitted', 10_000);

    const received = smsc.texts();
    const timesEach = new Map<string, number>();
    for (const text of received) timesEach.set(text.to, (timesEach.get(text.to) ?? 0) + 1);
    expect([...timesEach.values()].filter((times) => times !== 1)).toEqual([]);
    expect(received).toHaveLength(TEXTS);
    expect(new Set(received.map((text) => text.text)).size).toBe(TEXTS);
    // the texts the killed instances held were taken again, on later tries
    const { rows } = await sql<{ retried: number }>`
      SELECT count(*)::int AS retried FROM sms_outbox WHERE attempts > 1`.execute(database.db);
    expect(rows[0]!.retried).toBeGreaterThan(0);
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await database.close();
    await schema.drop();
    await smsc.close();
  }
});

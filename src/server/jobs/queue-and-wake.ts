/**
 * The end of a statement that queues rows for a worker (the mail and text outboxes): after a CTE
 * named `queued` that inserts them, it NOTIFYs the channel `channelPrefix` + schema once if any row
 * was queued (delivered on commit, waking every instance's worker) and answers how many were.
 */
export const countQueuedAndWake = (channelPrefix: string) => `, woken AS (
      SELECT pg_notify('${channelPrefix}' || current_schema(), '') FROM (SELECT 1 FROM queued LIMIT 1) AS any_queued
    )
    SELECT (SELECT count(*) FROM queued)::int AS queued, (SELECT count(*) FROM woken)::int AS woken`;

import type { TestServer } from '../server-app';
import { missingIndexes } from '../../../src/server/maintenance/index-builder';

/** A uuid that sorts where a test wants it: the n-th of a row of made-up ids. */
export const orderedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** GET under /fhir/R4 with the system's token; the searchset or resource as JSON. */
export async function fhirGet(server: TestServer, token: string, path: string) {
  const reply = await server.app.inject({
    method: 'GET',
    url: `/fhir/R4${path}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: reply.statusCode, body: reply.json() as fhir4.Bundle };
}

/**
 * Every page of a search, following each Bundle's `next` link as a system would: per page, its
 * resources' ids and statuses. Fails on an answer that is not 200.
 */
export async function everyPage(server: TestServer, token: string, path: string) {
  const pages: Array<Array<{ id: string; status?: string }>> = [];
  let next: string | undefined = path;
  while (next) {
    const { status, body } = await fhirGet(server, token, next);
    if (status !== 200) throw new Error(`${next} answered ${status}: ${JSON.stringify(body)}`);
    pages.push(
      (body.entry ?? []).map((e) => ({
        id: e.resource!.id!,
        status: (e.resource as fhir4.Appointment).status,
      })),
    );
    const link = body.link?.find((l) => l.relation === 'next')?.url;
    next = link ? link.slice(link.indexOf('/fhir/R4') + '/fhir/R4'.length) : undefined;
    if (pages.length > 100) throw new Error(`${path}: more than 100 pages`);
  }
  return pages;
}

/** Has the server's background maintenance build every declared index, as it does after an upgrade. */
export async function buildBackgroundIndexes(server: TestServer) {
  for (let runs = 0; (await missingIndexes(server.db)).length > 0; runs += 1) {
    if (runs > 50)
      throw new Error(`indexes still missing: ${JSON.stringify(await missingIndexes(server.db))}`);
    server.app.jobs.maintenance.kick();
    await server.app.jobs.maintenance.idle();
  }
}

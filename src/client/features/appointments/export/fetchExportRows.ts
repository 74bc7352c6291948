import { LIST_PAGE_SIZE_MAX, type PagedEnvelope } from '../../../../shared/schemas/listQuery';
import { listSearchParams } from '../../../../shared/listParams';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { READ_PURPOSE_HEADER } from '../../../../shared/schemas/record-access';
import type { ListArgs } from '../../../lib/api/pagedList';

/** Rows a request while exporting: the most a list page holds. */
const EXPORT_PAGE_SIZE = LIST_PAGE_SIZE_MAX;
/** Requests in flight at once while exporting. */
const EXPORT_PARALLEL_REQUESTS = 4;

/** Which list to export and how the table filters and sorts it (its page is ignored). */
export interface ExportSource {
  /** The list's GET path under /api, e.g. '/admin/get-all-appointments'. */
  path: string;
  query: ListArgs;
  token: string | null;
}

/** A page the server did not give (status 0: no answer at all). */
export class ExportReadFailed extends Error {
  constructor(readonly status: number) {
    super(`An export page could not be read (status ${status})`);
  }
}

/** How far an export has read: rows so far, and the list's length once the server has counted it all. */
export interface ExportReadProgress {
  read: number;
  /** null while the server's count stops short of the end (a list of more than 1,000 rows ahead). */
  total: number | null;
}

/**
 * Every row of a list matching the table's filters, in its sort, as the export's texts: read a page
 * of 100 at a time, a few pages in flight at once, until a page comes back short. The server counts
 * only 1,000 rows past a page (LIST_COUNT_LOOKAHEAD), so a long list's length becomes known as the
 * reading nears its end. Only the texts are kept, never the appointments, so a list of 50,000 fits
 * in the tab. The reads go past the RTK Query cache on purpose: each page is needed once, and cache
 * entries would hold whole appointments for a minute after.
 */
export async function fetchExportRows(
  source: ExportSource,
  toCells: (a: Appointment) => string[],
  onProgress: (progress: ExportReadProgress) => void,
): Promise<string[][]> {
  const readPage = async (page: number): Promise<PagedEnvelope<Appointment>> => {
    const params = new URLSearchParams(
      listSearchParams({ ...source.query, page, pageSize: EXPORT_PAGE_SIZE }),
    );
    // the patients' record-access entries say their visits were exported, not merely listed
    const headers: HeadersInit = {
      [READ_PURPOSE_HEADER]: 'export',
      ...(source.token ? { authorization: `Bearer ${source.token}` } : {}),
    };
    const response = await fetch(new Request(`/api${source.path}?${params}`, { headers })).catch(() => {
      throw new ExportReadFailed(0);
    });
    const body = (await response.json().catch(() => null)) as PagedEnvelope<Appointment> | null;
    if (!response.ok || !body?.success) throw new ExportReadFailed(response.status);
    return body;
  };

  const chunks: string[][][] = [];
  let read = 0;
  let lastPage = Infinity; // known once a page comes back short, or a count reaches the end
  let total: number | null = null; // the list's length, once a page's count reached its end
  const keep = (page: number, body: PagedEnvelope<Appointment>) => {
    const rows = body.data ?? [];
    chunks[page - 1] = rows.map(toCells);
    read += rows.length;
    if (rows.length < EXPORT_PAGE_SIZE) lastPage = Math.min(lastPage, page);
    if (!body.totalCapped) {
      total = body.total;
      lastPage = Math.min(lastPage, Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE)));
    }
    // pages arrive out of order: a capped page read after the end was counted keeps the percentage
    onProgress({ read: total === null ? read : Math.min(read, total), total });
  };
  keep(1, await readPage(1));

  let next = 2;
  let failed = false; // one failed page ends the export: the other readers stop and report no more
  const reader = async () => {
    while (!failed && next <= lastPage) {
      const page = next++;
      const body = await readPage(page).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      if (!failed && page <= lastPage) keep(page, body);
    }
  };
  await Promise.all(Array.from({ length: EXPORT_PARALLEL_REQUESTS }, reader));
  return chunks.slice(0, lastPage).flat();
}

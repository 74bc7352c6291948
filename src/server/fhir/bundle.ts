import type { FastifyRequest } from 'fastify';

/** The public base of the FHIR API, e.g. https://clinic.example/fhir/R4. */
export const fhirBase = (appUrl: string) => `${appUrl}/fhir/R4`;

/** The query again, with the next page's cursor in place of this page's. */
function pageUrl(base: string, request: FastifyRequest, cursor?: string): string {
  const [path, query = ''] = request.url.split('?');
  const params = new URLSearchParams(query);
  params.delete('_cursor');
  if (cursor) params.set('_cursor', cursor);
  const rest = params.toString();
  return `${base}${path.replace(/^\/fhir\/R4/, '')}${rest ? `?${rest}` : ''}`;
}

/**
 * A searchset Bundle of one page: `self`, and `next` when more matches follow (keyset paging: the
 * cursor is the last id of this page, so each page is an index seek, however deep).
 */
export function searchBundle(
  base: string,
  request: FastifyRequest,
  resources: fhir4.FhirResource[],
  nextCursor: string | undefined,
): fhir4.Bundle {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: new Date().toISOString(),
    link: [
      { relation: 'self', url: pageUrl(base, request) },
      ...(nextCursor ? [{ relation: 'next', url: pageUrl(base, request, nextCursor) }] : []),
    ],
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

/** The page and the cursor of the next: `count + 1` rows were read to know whether one follows. */
export function pageOf<T extends { id: string }>(rows: T[], count: number) {
  const page = rows.slice(0, count);
  return { page, next: rows.length > count ? page[page.length - 1].id : undefined };
}

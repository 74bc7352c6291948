import { useMemo } from 'react';
import { AUDIT_OUTCOMES, type AuditOutcome } from '../../../shared/vocabulary';
import { useChainedSearchParams } from '../../lib/searchParams/useChainedSearchParams';
import { positive } from '../../lib/searchParams/useListParams';
import type { AuditFilterValues } from './components/AuditFilterBar';

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;
const FILTER_KEYS = ['actor', 'action', 'outcome', 'from', 'to'] as const;

const isOutcome = (text: string | null): text is AuditOutcome =>
  (AUDIT_OUTCOMES as readonly string[]).includes(text ?? '');

/**
 * The audit log's filters and page, kept in the URL as the other lists keep theirs: Back,
 * reload and a shared link show the same entries. Values the server would refuse (an unknown
 * outcome, a page size it does not offer) fall back to their defaults.
 */
export function useAuditParams() {
  const [params, setParams] = useChainedSearchParams();

  const filters = useMemo<AuditFilterValues>(() => {
    const text = (key: string) => params.get(key) || undefined;
    const outcome = params.get('outcome');
    return {
      actor: text('actor'),
      action: text('action'),
      outcome: isOutcome(outcome) ? outcome : undefined,
      from: text('from'),
      to: text('to'),
    };
  }, [params]);

  const sizeNumber = Number(params.get('pageSize'));
  const paging = {
    page: positive(params.get('page'), 1),
    pageSize: AUDIT_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE,
  };

  /** New filters from page 1; a history entry each, so Back steps through them. */
  const setFilters = (next: AuditFilterValues) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      for (const key of FILTER_KEYS) {
        const value = next[key];
        if (value) url.set(key, value);
        else url.delete(key);
      }
      url.delete('page');
      return url;
    });

  const setPaging = (page: number, pageSize: number) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      url.set('page', String(page));
      url.set('pageSize', String(pageSize));
      return url;
    });

  return { filters, paging, setFilters, setPaging };
}

import { useCallback } from 'react';
import { defineMessages } from 'react-intl';
import type { ListArgs } from '../../../lib/api/pagedList';
import { useTypedParam } from '../../../lib/searchParams/useTypedParam';
import { useChainedSearchParams } from '../../../lib/searchParams/useChainedSearchParams';

/** The grid's page in the URL of '/', a name of its own beside the home's other panels. */
const DOCTORS_PAGE_PARAM = 'doctorsPage';

/**
 * Find a doctor's filters in the URL of '/', each under a name of its own ('d…') so the
 * home's other panels keep theirs; the value is what the server's parameter takes.
 */
export const FINDER_PARAMS = {
  search: 'dq',
  service: 'dservice',
  location: 'dlocation',
  speciality: 'dspeciality',
  gender: 'dgender',
  maxFee: 'dmaxFee',
  sort: 'dsort',
} as const;
export type FinderKey = keyof typeof FINDER_PARAMS;

const sortLabels = defineMessages({
  name: { id: 'doctors.finder.sortName', defaultMessage: 'Name' },
  nextAvailable: { id: 'doctors.finder.sortNextAvailable', defaultMessage: 'Next available' },
  fee: { id: 'doctors.finder.sortFee', defaultMessage: 'Fee' },
  rating: { id: 'doctors.finder.sortRating', defaultMessage: 'Rating' },
});

/** The sorts a patient picks from, each in the direction that puts the likeliest choice first. */
export const FINDER_SORTS = [
  { value: 'name', label: sortLabels.name, order: 'asc' },
  { value: 'nextAvailable', label: sortLabels.nextAvailable, order: 'asc' },
  { value: 'fee', label: sortLabels.fee, order: 'asc' },
  { value: 'rating', label: sortLabels.rating, order: 'desc' },
] as const;

const positivePage = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
const wholeFee = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/**
 * The patient home's grid state: page and filters live in the URL (Back, reload and a shared link
 * restore them); a change of filter or sort returns to page 1. The name and the fee are typed: the
 * box shows each keystroke at once and the URL follows once typing pauses.
 */
export function useDoctorFinder(pageSize: number) {
  const [params, setParams] = useChainedSearchParams();
  const value = (key: FinderKey) => params.get(FINDER_PARAMS[key]) ?? undefined;
  const page = positivePage(params.get(DOCTORS_PAGE_PARAM));
  const sort = FINDER_SORTS.find((s) => s.value === value('sort')) ?? FINDER_SORTS[0];
  const gender = value('gender');

  const update = useCallback(
    (changes: Partial<Record<FinderKey, string | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, text] of Object.entries(changes)) {
          if (text) next.set(FINDER_PARAMS[key as FinderKey], text);
          else next.delete(FINDER_PARAMS[key as FinderKey]);
        }
        next.delete(DOCTORS_PAGE_PARAM);
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (nextPage: number, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextPage > 1) next.set(DOCTORS_PAGE_PARAM, String(nextPage));
          else next.delete(DOCTORS_PAGE_PARAM);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const search = useTypedParam(value('search') ?? '', (text) => update({ search: text.trim() }));
  const maxFee = useTypedParam(value('maxFee') ?? '', (text) => update({ maxFee: text }));
  const typed = [search, maxFee];

  const filtered = (['search', 'service', 'location', 'speciality', 'gender', 'maxFee'] as const).some(
    (key) => value(key) !== undefined,
  );
  const clearFilters = () => {
    typed.forEach((field) => field.cancel());
    update({ search: '', service: '', location: '', speciality: '', gender: '', maxFee: '' });
  };

  const args: ListArgs = {
    page,
    pageSize,
    search: value('search'),
    service: value('service') ? [value('service') as string] : undefined,
    location: value('location') ? [value('location') as string] : undefined,
    speciality: value('speciality') ? [value('speciality') as string] : undefined,
    gender: gender === 'female' || gender === 'male' ? gender : undefined,
    maxFee: wholeFee(value('maxFee')),
    sort: sort.value,
    order: sort.order,
  };
  return { args, page, setPage, value, sort: sort.value, update, search, maxFee, filtered, clearFilters };
}

export type DoctorFinderState = ReturnType<typeof useDoctorFinder>;

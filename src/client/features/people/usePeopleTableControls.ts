import { useMemo, useState } from 'react';
import type { TableProps } from 'antd';
import type { FilterValue, SorterResult } from 'antd/es/table/interface';
import type { PersonRow } from '../../../shared/types';

export type TableFilters = Record<string, FilterValue | null>;
export type TableSorter = SorterResult<PersonRow>;

/**
 * The list's controls (spec 2.4): an e-mail search (case-insensitive), the table's filters and sorter
 * held here so 'Clear Filters' and 'Clear Filters & Sorters' can reset them.
 */
export function usePeopleTableControls(rows: PersonRow[]) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<TableFilters>({});
  const [sorter, setSorter] = useState<TableSorter>({});

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? rows.filter((row) => row.email.toLowerCase().includes(needle)) : rows;
  }, [rows, search]);

  const onChange: TableProps<PersonRow>['onChange'] = (_pagination, nextFilters, nextSorter) => {
    setFilters(nextFilters);
    setSorter(Array.isArray(nextSorter) ? (nextSorter[0] ?? {}) : nextSorter);
  };

  const clearFilters = () => {
    setSearch('');
    setFilters({});
  };
  const clearFiltersAndSorters = () => {
    clearFilters();
    setSorter({});
  };

  return { search, setSearch, filters, sorter, shown, onChange, clearFilters, clearFiltersAndSorters };
}

import { useMemo, useState } from 'react';
import type { TableProps } from 'antd';
import type { FilterValue, SortOrder, SorterResult } from 'antd/es/table/interface';

export type TableFilters = Record<string, FilterValue | null>;

/**
 * A list's controls: a case-insensitive text search over one field of each row, and
 * the table's filters and sorter held here (controlled) so 'Clear filters' and 'Clear filters and
 * sorters' can reset them. `searchText` should be a module-level function (it is a memo dependency).
 */
export function useTableControls<Row>(rows: Row[], searchText: (row: Row) => string) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<TableFilters>({});
  const [sorter, setSorter] = useState<SorterResult<Row>>({});

  // lower-cased once per list, not once per row on every keystroke
  const haystacks = useMemo(() => rows.map((row) => searchText(row).toLowerCase()), [rows, searchText]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? rows.filter((_row, index) => haystacks[index].includes(needle)) : rows;
  }, [rows, haystacks, search]);

  const onChange: TableProps<Row>['onChange'] = (_pagination, nextFilters, nextSorter) => {
    setFilters(nextFilters);
    setSorter(Array.isArray(nextSorter) ? (nextSorter[0] ?? {}) : nextSorter);
  };

  /** A column's controlled sortOrder: the current order when it is the sorted column, else none. */
  const sortOrder = (columnKey: string): SortOrder =>
    sorter.columnKey === columnKey ? (sorter.order ?? null) : null;
  /** A column's controlled filteredValue. */
  const filteredValue = (columnKey: string): FilterValue | null => filters[columnKey] ?? null;

  const clearFilters = () => {
    setSearch('');
    setFilters({});
  };
  const clearFiltersAndSorters = () => {
    clearFilters();
    setSorter({});
  };

  return {
    search,
    setSearch,
    shown,
    onChange,
    sortOrder,
    filteredValue,
    clearFilters,
    clearFiltersAndSorters,
  };
}

export type TableControls<Row> = ReturnType<typeof useTableControls<Row>>;

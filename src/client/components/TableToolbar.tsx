import { Button, Flex, Input } from 'antd';
import { SEARCH_KEYBOARD } from '../lib/keyboards';
import { SearchOutlined } from '@ant-design/icons';
import type { ListParams } from '../lib/searchParams/useListParams';

interface TableToolbarProps {
  /** The search landmark's and the box's accessible name, e.g. 'Search doctors'. */
  label: string;
  placeholder: string;
  /** The two buttons' words, which each list screen words its own way. */
  clearFiltersText: string;
  clearAllText: string;
  /** The list's state in the URL: the box shows its search text, the buttons clear it. */
  list: Pick<ListParams, 'searchText' | 'setSearchText' | 'clearFilters' | 'reset'>;
}

/**
 * The search box and the two reset buttons above a server-paged list (useListParams): typing shows
 * at once and reaches the server after a pause; 'clear filters' keeps the sort, 'clear all' does not.
 */
export default function TableToolbar({ list, ...props }: TableToolbarProps) {
  return (
    <Flex wrap gap="small" role="search" aria-label={props.label} style={{ marginBottom: 16 }}>
      <Input
        {...SEARCH_KEYBOARD}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={props.placeholder}
        aria-label={props.label}
        value={list.searchText}
        onChange={(event) => list.setSearchText(event.target.value)}
        style={{ width: '100%', maxWidth: 320 }}
      />
      <Button onClick={list.clearFilters}>{props.clearFiltersText}</Button>
      <Button onClick={list.reset}>{props.clearAllText}</Button>
    </Flex>
  );
}

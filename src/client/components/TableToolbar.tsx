import { Button, Flex, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

interface TableToolbarProps {
  /** The search landmark's and the box's accessible name, e.g. 'Search doctors'. */
  label: string;
  placeholder: string;
  search: string;
  setSearch: (text: string) => void;
  clearFilters: () => void;
  clearFiltersAndSorters: () => void;
  /** The two buttons' words, as each screen of spec 2.4 gives them. */
  clearFiltersText: string;
  clearAllText: string;
}

/** The search box and the two reset buttons above a list (pairs with useTableControls). */
export default function TableToolbar(props: TableToolbarProps) {
  return (
    <Flex wrap gap="small" role="search" aria-label={props.label} style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={props.placeholder}
        aria-label={props.label}
        value={props.search}
        onChange={(event) => props.setSearch(event.target.value)}
        style={{ width: '100%', maxWidth: 320 }}
      />
      <Button onClick={props.clearFilters}>{props.clearFiltersText}</Button>
      <Button onClick={props.clearFiltersAndSorters}>{props.clearAllText}</Button>
    </Flex>
  );
}

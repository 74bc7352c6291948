import { Table } from 'antd';
import { cellText, type DataTable, type TableRow } from '../dataTable';

const PAGE_SIZE = 10;

/** A chart's figures as an antd Table: the accessible version of the picture. */
export default function FiguresTable({ table }: { table: DataTable }) {
  const { columns, rows, rowKey } = table;
  return (
    <Table<TableRow>
      size="small"
      rowKey={(row) => String(row[rowKey])}
      columns={columns.map((column) => ({
        key: column.key,
        title: column.title,
        render: (_value, row) => cellText(column, row),
      }))}
      dataSource={rows}
      pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
    />
  );
}

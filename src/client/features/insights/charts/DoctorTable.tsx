import { useCallback, useId, useMemo } from 'react';
import { Alert, Flex, Select, Table, type TableProps } from 'antd';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import Panel from '../../../components/Panel';
import TableEmpty from '../../../components/TableEmpty';
import { errorMessage } from '../../../lib/api/api';
import { useChainedSearchParams } from '../../../lib/searchParams/useChainedSearchParams';
import type { BreakdownMetric } from '../../../../shared/schemas/insights';
import type { BreakdownRow } from '../../../../shared/answers/insights';
import { useGetDoctorPageQuery, type InsightsFilters } from '../insightsApi';
import { formatFigure, type FigureKind } from '../figureFormat';

// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const figureWords: Record<BreakdownMetric, MessageDescriptor> = defineMessages({
  booked: { id: 'insights.doctors.booked', defaultMessage: 'Visits booked' },
  completed: { id: 'insights.doctors.completed', defaultMessage: 'Visits completed' },
  cancelled: { id: 'insights.doctors.cancelled', defaultMessage: 'Visits cancelled' },
  noShows: { id: 'insights.doctors.noShows', defaultMessage: 'No-shows' },
  noShowRate: { id: 'insights.doctors.noShowRate', defaultMessage: 'No-show rate' },
  utilisation: { id: 'insights.doctors.utilisation', defaultMessage: 'Utilisation' },
  due: { id: 'insights.doctors.due', defaultMessage: 'Due visits' },
  waitMinutes: { id: 'insights.doctors.waitMinutes', defaultMessage: 'Average wait' },
});

const words: Record<'heading' | 'sortBy' | 'rank' | 'doctor' | 'none' | 'range', MessageDescriptor> =
  defineMessages({
    heading: { id: 'insights.doctors.heading', defaultMessage: 'Every doctor' },
    sortBy: { id: 'insights.doctors.sortBy', defaultMessage: 'Order doctors by' },
    rank: { id: 'insights.doctors.rank', defaultMessage: 'Place' },
    doctor: { id: 'insights.doctors.doctor', defaultMessage: 'Doctor' },
    none: { id: 'insights.doctors.none', defaultMessage: 'No doctors for these filters' },
    range: {
      id: 'insights.doctors.range',
      defaultMessage: '{from}–{to} of {total, plural, one {# doctor} other {# doctors}}',
    },
  });

/** What the table can order doctors by, and how each reads. */
const FIGURES: { value: BreakdownMetric; kind: FigureKind }[] = [
  { value: 'booked', kind: 'count' },
  { value: 'completed', kind: 'count' },
  { value: 'cancelled', kind: 'count' },
  { value: 'noShows', kind: 'count' },
  { value: 'noShowRate', kind: 'rate' },
  { value: 'utilisation', kind: 'rate' },
  { value: 'due', kind: 'count' },
  { value: 'waitMinutes', kind: 'minutes' },
];
const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The table's view kept in the address, as the lists keep theirs: `doctorsBy` (the figure),
 * `doctorsOrder=asc`, `doctorsPage`, `doctorsPageSize`; values the server would refuse fall back.
 */
function useDoctorTableParams() {
  const [params, setParams] = useChainedSearchParams();
  const figure = FIGURES.find((f) => f.value === params.get('doctorsBy')) ?? FIGURES[0];
  const whole = (key: string, fallback: number) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value >= 1 ? value : fallback;
  };
  const pageSize = PAGE_SIZES.includes(whole('doctorsPageSize', 10)) ? whole('doctorsPageSize', 10) : 10;
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    figure,
    order: (params.get('doctorsOrder') === 'asc' ? 'asc' : 'desc') as 'desc' | 'asc',
    page: whole('doctorsPage', 1),
    pageSize,
    update,
  };
}

type Row = BreakdownRow & { place: number };

/**
 * Every doctor of the period and filters, a page at a time, ordered by the chosen figure: the server
 * ranks them all and sends the page asked for with how many there are.
 */
export default function DoctorTable({ filters }: { filters: InsightsFilters }) {
  const intl = useIntl();
  const headingId = useId();
  const { figure, order, page, pageSize, update } = useDoctorTableParams();
  const query = useGetDoctorPageQuery({ ...filters, metric: figure.value, order, page, pageSize });
  const rows: Row[] = useMemo(
    () => (query.data?.rows ?? []).map((row, i) => ({ ...row, place: (page - 1) * pageSize + i + 1 })),
    [query.data, page, pageSize],
  );
  const figureTitle = intl.formatMessage(figureWords[figure.value]);
  const columns: TableProps<Row>['columns'] = [
    { key: 'place', dataIndex: 'place', title: intl.formatMessage(words.rank), width: 90 },
    { key: 'doctor', dataIndex: 'label', title: intl.formatMessage(words.doctor) },
    {
      key: 'value',
      dataIndex: 'value',
      title: figureTitle,
      align: 'end',
      sorter: true,
      sortOrder: order === 'desc' ? 'descend' : 'ascend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (value: number | null) => formatFigure(value, figure.kind, intl),
    },
  ];
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
    const nextOrder = sorted?.order === 'ascend' ? 'asc' : 'desc';
    const nextSize = pagination.pageSize ?? pageSize;
    // a new order or page size starts again from the first page
    const nextPage = nextOrder !== order || nextSize !== pageSize ? 1 : (pagination.current ?? 1);
    update({
      doctorsOrder: nextOrder === 'asc' ? 'asc' : undefined,
      doctorsPage: nextPage > 1 ? String(nextPage) : undefined,
      doctorsPageSize: nextSize !== 10 ? String(nextSize) : undefined,
    });
  };
  return (
    <Panel
      role="region"
      aria-labelledby={headingId}
      className="insights-wide insights-doctors"
      title={
        <h3 id={headingId} className="insights-card-title">
          <FormattedMessage {...words.heading} />
        </h3>
      }
    >
      <Flex wrap gap="small" className="insights-card-tools">
        <Select<BreakdownMetric>
          aria-label={intl.formatMessage(words.sortBy)}
          value={figure.value}
          style={{ minWidth: 200 }}
          onChange={(value) =>
            update({ doctorsBy: value === 'booked' ? undefined : value, doctorsPage: undefined })
          }
          options={FIGURES.map(({ value }) => ({ value, label: intl.formatMessage(figureWords[value]) }))}
        />
      </Flex>
      {query.error && !query.isFetching ? (
        <Alert type="error" showIcon title={errorMessage(query.error)} />
      ) : (
        <Table<Row>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          onChange={onChange}
          locale={{
            emptyText: <TableEmpty text={intl.formatMessage(words.none)} pending={query.isLoading} />,
          }}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total, [from, to]) => intl.formatMessage(words.range, { from, to, total }),
          }}
        />
      )}
    </Panel>
  );
}

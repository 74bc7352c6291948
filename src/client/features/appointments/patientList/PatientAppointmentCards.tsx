import { useIntl } from 'react-intl';
import { Card, Descriptions, Empty, Flex, Pagination, Select, Spin, type PaginationProps } from 'antd';
import Typography from '../../../components/Typography';
import StatusTag from '../../../components/StatusTag';
import WholeDates from '../../../components/WholeDates';
import TableEmpty from '../../../components/TableEmpty';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import {
  APPOINTMENT_STATUSES,
  appointmentTimeText,
  followUpDateText,
  NO_FOLLOWUP_DATE_TEXT,
  scheduledDateText,
  STATUS_TEXT,
} from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { SeriesTag } from '../../series';
import { whenWords } from '../whenWords';
import ArrivalWindowText from '../../../components/ArrivalWindowText';
import {
  doctorNameOf,
  fieldLabels,
  forSeveralPeople,
  PatientActions,
  visitForText,
  type PatientRowActions,
} from './userAppointmentColumns';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;
/** The doctor's name wraps rather than being cut: antd's card titles end in '…' by default. */
const CARD_STYLES = {
  title: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  header: { paddingBlock: 8 },
  actions: { paddingInline: 12 },
} as const;

interface PatientAppointmentCardsProps {
  /** The list's accessible name: the page's title. */
  label: string;
  rows: readonly Appointment[];
  loading: boolean;
  emptyText: string;
  actions: PatientRowActions;
  /** The list's state in the URL: the status filter and the page. */
  list: Pick<ListParams, 'filteredValue' | 'setFilter' | 'setPage'>;
  pagination: PaginationProps;
}

/**
 * The patient's appointments on a phone: one antd card per visit, the table's columns as its fields.
 * The doctor heads the card with the status beside it; the date and time (marked as requested
 * while pending) and who the visit is for are whole, never cut or behind a sideways scroll; every
 * action is a button a finger can hit (44 px tall). The status filter the table keeps in its header
 * stands above the cards.
 */
export default function PatientAppointmentCards(props: PatientAppointmentCardsProps) {
  const { rows, actions, list } = props;
  const intl = useIntl();
  const labels = fieldLabels(intl);
  const words = whenWords(intl);
  const namesEveryone = forSeveralPeople(rows);

  return (
    <>
      <Select
        mode="multiple"
        allowClear
        size="large"
        aria-label={labels.status}
        placeholder={labels.status}
        value={(list.filteredValue('status') ?? []).map(String)}
        onChange={(values: string[]) => list.setFilter('status', values)}
        options={APPOINTMENT_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage(STATUS_TEXT[status]),
        }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
      <Spin spinning={props.loading}>
        {rows.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={<TableEmpty text={props.emptyText} pending={props.loading} />}
          />
        ) : (
          <Flex component="ul" vertical gap={12} style={plainList} aria-label={props.label}>
            {rows.map((a) => {
              const visitFor = visitForText(a, intl, namesEveryone);
              return (
                <li key={a._id} data-appointment={a._id}>
                  <Card
                    size="small"
                    styles={CARD_STYLES}
                    title={
                      <>
                        <span>{doctorNameOf(a, intl)}</span>
                        {visitFor && (
                          <Typography.Text
                            type="secondary"
                            style={{ display: 'block', fontWeight: 'normal' }}
                          >
                            {visitFor}
                          </Typography.Text>
                        )}
                      </>
                    }
                    extra={
                      <StatusTag
                        status={a.status}
                        cancelReason={a.cancelReason}
                        confirmedAt={a.confirmedAt}
                      />
                    }
                    actions={[
                      <PatientActions key="actions" appointment={a} actions={actions} intl={intl} touch />,
                    ]}
                  >
                    <Descriptions
                      column={1}
                      size="small"
                      items={[
                        { key: 'service', label: labels.service, children: a.doctorInfo.service },
                        {
                          key: 'date',
                          label: labels.scheduledDate,
                          children: (
                            <span>
                              <WholeDates text={scheduledDateText(a, words)} />
                              <SeriesTag appointment={a} />
                            </span>
                          ),
                        },
                        {
                          key: 'time',
                          label: labels.time,
                          children: (
                            <span>
                              <span>{appointmentTimeText(a, words)}</span>
                              <ArrivalWindowText arriveFrom={a.arriveFrom} arriveBy={a.arriveBy} />
                            </span>
                          ),
                        },
                        ...(a.status === 'follow-up'
                          ? [
                              {
                                key: 'followUp',
                                label: labels.followUpDate,
                                children: followUpDateText(a, intl.formatMessage(NO_FOLLOWUP_DATE_TEXT)),
                              },
                            ]
                          : []),
                      ]}
                    />
                  </Card>
                </li>
              );
            })}
          </Flex>
        )}
      </Spin>
      <Pagination
        {...props.pagination}
        simple
        hideOnSinglePage
        align="center"
        onChange={(page) => list.setPage(page)}
        style={{ marginTop: 16 }}
      />
    </>
  );
}

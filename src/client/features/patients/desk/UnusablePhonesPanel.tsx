import { useMemo, useState } from 'react';
import { Button, Collapse, Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import TableEmpty from '../../../components/TableEmpty';
import Typography from '../../../components/Typography';
import PhoneNumber from '../../../components/PhoneNumber';
import { pageRows } from '../../../lib/api/pagedList';
import type { UnusablePhoneRow } from '../../../../shared/patientTypes';
import { useGetUnusablePhonesQuery } from '../patientsApi';
import { deskColumnMessages as columns } from './deskPatientColumns';
import CorrectPhoneModal from './CorrectPhoneModal';

const PAGE_SIZE = 5;
const NONE = '—';

const messages = defineMessages({
  title: { id: 'patients.unusablePhones.title', defaultMessage: 'Numbers that cannot receive texts' },
  intro: {
    id: 'patients.unusablePhones.intro',
    defaultMessage:
      'These patients’ numbers could not be read as mobile numbers, so no text message reaches them. Ask them for a mobile number when they call or come in.',
  },
  open: { id: 'patients.unusablePhones.open', defaultMessage: 'Open record' },
  correct: { id: 'patients.unusablePhones.correct', defaultMessage: 'Correct number' },
  empty: {
    id: 'patients.unusablePhones.empty',
    defaultMessage: 'Every patient’s number can receive texts.',
  },
});

interface RowActions {
  onShow: (search: string) => void;
  onCorrect: (row: UnusablePhoneRow) => void;
}

function unusableColumns(intl: IntlShape, { onShow, onCorrect }: RowActions): ColumnsType<UnusablePhoneRow> {
  return [
    { title: intl.formatMessage(columns.name), key: 'name', dataIndex: 'name' },
    {
      title: intl.formatMessage(columns.phone),
      key: 'phone',
      render: (_v, p) => <PhoneNumber phone={p.phone} />,
    },
    { title: intl.formatMessage(columns.email), key: 'email', render: (_v, p) => p.email || NONE },
    {
      title: intl.formatMessage(columns.action),
      key: 'action',
      render: (_v, p) => (
        <Flex wrap gap={8}>
          <Button
            size="small"
            type="primary"
            aria-label={intl.formatMessage(
              { id: 'patients.unusablePhones.correctFor', defaultMessage: 'Correct the number of {name}' },
              { name: p.name },
            )}
            onClick={() => onCorrect(p)}
          >
            {intl.formatMessage(messages.correct)}
          </Button>
          <Button
            size="small"
            aria-label={intl.formatMessage(
              { id: 'patients.unusablePhones.openFor', defaultMessage: 'Open the record of {name}' },
              { name: p.name },
            )}
            onClick={() => onShow(p.email || p.name)}
          >
            {intl.formatMessage(messages.open)}
          </Button>
        </Flex>
      ),
    },
  ];
}

/** The list itself, asked for when the panel first opens. */
function UnusablePhonesList({ onShow }: { onShow: (search: string) => void }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetUnusablePhonesQuery({ page, pageSize: PAGE_SIZE });
  const rows = useMemo(() => pageRows(data), [data]);
  const [correcting, setCorrecting] = useState<UnusablePhoneRow | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      <Table<UnusablePhoneRow>
        rowKey="_id"
        size="small"
        loading={isFetching}
        columns={unusableColumns(intl, { onShow, onCorrect: setCorrecting })}
        dataSource={rows}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
      {correcting && <CorrectPhoneModal patient={correcting} onClose={() => setCorrecting(null)} />}
    </>
  );
}

/**
 * The patients whose stored number the conversion to E.164 could not read (a landline, a
 * typing slip), for the desk to ask for a mobile number. Closed at first: the search is the page's
 * work. Correct number stores the one the patient gives (the row then leaves the list); Open record
 * finds the patient in the search above, as the registration's does.
 */
export default function UnusablePhonesPanel({ onShow }: { onShow: (search: string) => void }) {
  const intl = useIntl();
  return (
    <Collapse
      items={[
        {
          key: 'unusable',
          label: intl.formatMessage(messages.title),
          children: <UnusablePhonesList onShow={onShow} />,
        },
      ]}
    />
  );
}

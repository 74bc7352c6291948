import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Flex, Table } from 'antd';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { pageRows } from '../../../lib/api/pagedList';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import type { PatientNameRow } from '../../../../shared/patientTypes';
import PatientSearchInput from '../components/PatientSearchInput';
import { useFindPatientNamesQuery } from './doctorPatientsApi';
import { doctorPatientPath } from './doctorPaths';

const PAGE_SIZE = 10;

const openRecord = defineMessage<{ name: string }>({
  id: 'patients.doctorFind.open',
  defaultMessage: 'Open the record of {name}',
});

const messages = defineMessages({
  name: { id: 'patients.doctorFind.name', defaultMessage: 'Name' },
  typeToSearch: {
    id: 'patients.doctorFind.typeToSearch',
    defaultMessage: 'Type a name, phone number or email to find a patient.',
  },
  empty: { id: 'patients.doctorFind.empty', defaultMessage: 'No patients found. Check the spelling.' },
});

/**
 * Patients, at /doctor/patients: a doctor finds a patient by any part of their name, phone digits
 * or e-mail (the search held in the URL, names alone in the answer) and opens one record, where
 * they are asked why when the patient has never had a visit with them.
 */
export default function DoctorFindPatientsPage() {
  const intl = useIntl();
  const list = useListParams({ pageSize: PAGE_SIZE });
  const searching = Boolean(list.query.search);
  const { data, isFetching } = useFindPatientNamesQuery(
    { ...list.query, sort: 'name', order: 'asc' },
    { skip: !searching },
  );
  const shown = searching ? data : undefined;
  useKeepPageInRange(list, shown?.total);
  const rows = useMemo(() => pageRows(shown), [shown]);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <FormattedMessage id="patients.doctorFind.title" defaultMessage="Patients" />
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        <FormattedMessage
          id="patients.doctorFind.intro"
          defaultMessage="Find a patient to open their record. The patient can see who opened it; for a patient who has not seen you, you will be asked why."
        />
      </Typography.Paragraph>
      <PatientSearchInput list={list} />
      <Table<PatientNameRow>
        rowKey="_id"
        size="middle"
        loading={searching && isFetching}
        columns={[
          {
            title: intl.formatMessage(messages.name),
            key: 'name',
            render: (_v, p) => (
              <Link
                to={doctorPatientPath(p._id)}
                aria-label={intl.formatMessage(openRecord, { name: p.name })}
              >
                {p.name}
              </Link>
            ),
          },
        ]}
        dataSource={rows}
        onChange={list.onTableChange}
        pagination={{ ...list.pagination(shown?.total, shown?.totalCapped), hideOnSinglePage: true }}
        locale={{
          emptyText: (
            <TableEmpty
              text={intl.formatMessage(searching ? messages.empty : messages.typeToSearch)}
              pending={searching && isFetching}
            />
          ),
        }}
      />
    </Flex>
  );
}

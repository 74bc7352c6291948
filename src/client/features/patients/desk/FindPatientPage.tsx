import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Table } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { useAppSelector } from '../../../lib/store/hooks';
import { pageRows } from '../../../lib/api/pagedList';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import { selectRole } from '../../auth';
import type { DeskPatientRow } from '../../../../shared/patientTypes';
import { useFindPatientsQuery } from '../patientsApi';
import { DESK_TABLE_WIDTH, deskPatientColumns } from './deskPatientColumns';
import { deskBookingPath, type DeskBookingState } from './deskPaths';
import UnusablePhonesPanel from './UnusablePhonesPanel';
import PatientSearchInput from '../components/PatientSearchInput';

// the registration form downloads when the desk first opens it
const RegisterPatientModal = lazy(() => import('./RegisterPatientModal'));

export const DESK_PAGE_SIZE = 10;
const messages = defineMessages({
  empty: {
    id: 'patients.findPatient.empty',
    defaultMessage: 'No patients found. Check the spelling or register them.',
  },
});

/**
 * Find or register patient, at /staff/patients/find and /admin/patients/find: the desk
 * finds a caller or walk-in by any part of their name, phone digits or e-mail (the search is held in
 * the URL), registers someone new, and books for them with the patients' own booking card.
 */
export default function FindPatientPage() {
  const list = useListParams({ pageSize: DESK_PAGE_SIZE });
  const { data, isFetching } = useFindPatientsQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const rows = useMemo(() => pageRows(data), [data]);
  const role = useAppSelector(selectRole);
  const navigate = useNavigate();
  const intl = useIntl();
  const [registering, setRegistering] = useState(false);

  const book = (patient: Pick<DeskPatientRow, '_id' | 'name'>) => {
    const state: DeskBookingState = { patientName: patient.name };
    navigate(deskBookingPath(role, patient._id), { state });
  };
  /** Shows one record: the list searched for what identifies them. */
  const show = (search: string) => {
    setRegistering(false);
    list.setSearchText(search);
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <FormattedMessage id="patients.findPatient.title" defaultMessage="Find or register patient" />
      </Typography.Title>
      <Flex wrap gap="small" justify="space-between">
        <PatientSearchInput list={list} />
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setRegistering(true)}>
          <FormattedMessage id="patients.findPatient.register" defaultMessage="Register patient" />
        </Button>
      </Flex>
      <Table<DeskPatientRow>
        rowKey="_id"
        size="middle"
        loading={isFetching}
        columns={deskPatientColumns(intl, book)}
        dataSource={rows}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total, data?.totalCapped)}
        scroll={{ x: DESK_TABLE_WIDTH }}
        locale={{
          emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} />,
        }}
      />
      <UnusablePhonesPanel onShow={show} />
      {registering && (
        <Suspense fallback={null}>
          <RegisterPatientModal
            initialSearch={list.searchText}
            onClose={() => setRegistering(false)}
            onShow={show}
            onBook={book}
          />
        </Suspense>
      )}
    </Flex>
  );
}

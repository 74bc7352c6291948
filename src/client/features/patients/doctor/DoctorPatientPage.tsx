import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Skeleton } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { useGetDoctorPatientQuery } from './doctorPatientsApi';
import { DOCTOR_PATIENTS_PATH } from './doctorPaths';
import PatientRecord from './PatientRecord';
import ReasonModal from './ReasonModal';

const messages = defineMessages({
  title: { id: 'patients.doctorRecord.title', defaultMessage: 'Patient record' },
  back: { id: 'patients.doctorRecord.back', defaultMessage: 'Back to Patients' },
  loadFailed: { id: 'patients.doctorRecord.loadFailed', defaultMessage: 'Could not open this record' },
  retry: { id: 'patients.doctorRecord.retry', defaultMessage: 'Try again' },
  notOpened: {
    id: 'patients.doctorRecord.notOpened',
    defaultMessage: 'The record was not opened: a reason is needed for a patient who has not seen you.',
  },
});

/**
 * A patient's record as a doctor opens it, at /doctor/patients/:patientId. For a patient who has
 * never had a visit with them the server asks why first: a dialog takes the reason (kept in the
 * record's access log, which the patient reads) and the record is asked for again with it; Cancel
 * goes back to where the doctor came from.
 */
export default function DoctorPatientPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const patientId = useParams().patientId ?? '';
  const [reason, setReason] = useState<string>();
  const record = useGetDoctorPatientQuery({ patientId, reason }, { skip: !patientId });
  // this opening's own answer: the one before (asking why) is gone while the reason is sent
  const answer = record.currentData;
  const patient = answer && 'record' in answer ? answer.record : undefined;
  const asked = answer && 'reasonRequired' in answer ? answer.reasonRequired : undefined;

  /** Back where the doctor came from; the search when the record was opened first (a link, a reload). */
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(DOCTOR_PATIENTS_PATH);
  };

  let body;
  if (patient) body = <PatientRecord patient={patient} />;
  else if (asked) {
    body = <Alert type="info" showIcon title={intl.formatMessage(messages.notOpened)} />;
  } else if (record.isError && !record.isFetching) {
    body = (
      <Result
        status="warning"
        title={intl.formatMessage(messages.loadFailed)}
        subTitle={errorMessage(record.error)}
        extra={
          <Button type="primary" onClick={() => void record.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    );
  } else body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Link to={DOCTOR_PATIENTS_PATH}>
        <ArrowLeftOutlined /> {intl.formatMessage(messages.back)}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {patient?.name ?? intl.formatMessage(messages.title)}
      </Typography.Title>
      {body}
      {asked && <ReasonModal explanation={asked} onReason={setReason} onCancel={goBack} />}
    </Flex>
  );
}

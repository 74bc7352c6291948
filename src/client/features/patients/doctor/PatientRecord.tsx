import { Descriptions, Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { DeskPatientRow } from '../../../../shared/patientTypes';
import PhoneNumber from '../../../components/PhoneNumber';
import { birthDateText } from '../components/birthDate';
import { deskColumnMessages as words, NextVisit, PatientName } from '../desk/deskPatientColumns';

const NONE = '—';

/** A patient's record as a doctor reads it: who they are, how to reach them, their next visit. */
export default function PatientRecord({ patient }: { patient: DeskPatientRow }) {
  const intl = useIntl();
  return (
    <Descriptions
      bordered
      column={1}
      size="middle"
      styles={{ label: { width: 160 } }}
      items={[
        { key: 'name', label: intl.formatMessage(words.name), children: <PatientName patient={patient} /> },
        {
          key: 'phone',
          label: intl.formatMessage(words.phone),
          children: <PhoneNumber phone={patient.phone} />,
        },
        { key: 'email', label: intl.formatMessage(words.email), children: patient.email ?? NONE },
        {
          key: 'dateOfBirth',
          label: intl.formatMessage(words.dateOfBirth),
          children: birthDateText(patient.dateOfBirth) || NONE,
        },
        {
          key: 'account',
          label: intl.formatMessage(words.account),
          children: (
            <Tag color={patient.hasAccount ? 'green' : undefined}>
              {intl.formatMessage(patient.hasAccount ? words.yes : words.no)}
            </Tag>
          ),
        },
        {
          key: 'nextVisit',
          label: intl.formatMessage(words.nextVisit),
          children: <NextVisit visit={patient.nextVisit} />,
        },
      ]}
    />
  );
}

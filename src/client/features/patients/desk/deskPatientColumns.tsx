import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defineMessages, FormattedMessage, type IntlShape } from 'react-intl';
import Typography from '../../../components/Typography';
import type { DeskPatientRow } from '../../../../shared/patientTypes';
import { birthDateText } from '../components/birthDate';
import PhoneNumber from '../../../components/PhoneNumber';
import CutText from '../../../components/CutText';

const NONE = '—';

const messages = defineMessages({
  name: { id: 'patients.deskColumns.name', defaultMessage: 'Name' },
  phone: { id: 'patients.deskColumns.phone', defaultMessage: 'Phone' },
  email: { id: 'patients.deskColumns.email', defaultMessage: 'Email' },
  dateOfBirth: { id: 'patients.deskColumns.dateOfBirth', defaultMessage: 'Date of Birth' },
  account: { id: 'patients.deskColumns.account', defaultMessage: 'Account' },
  yes: { id: 'patients.deskColumns.yes', defaultMessage: 'Yes' },
  no: { id: 'patients.deskColumns.no', defaultMessage: 'No' },
  nextVisit: { id: 'patients.deskColumns.nextVisit', defaultMessage: 'Next Visit' },
  action: { id: 'patients.deskColumns.action', defaultMessage: 'Action' },
  book: { id: 'patients.deskColumns.book', defaultMessage: 'Book' },
});

/** The doctor's name as stored, with 'Dr.' before it unless it already has it. */
function DoctorName({ name }: { name: string }) {
  if (name.startsWith('Dr.')) return <>{name}</>;
  return <FormattedMessage id="patients.deskColumns.doctor" defaultMessage="Dr. {name}" values={{ name }} />;
}

/**
 * A family member's name with whose they are ("Child of Zainab Lawal"): the desk sees them with
 * the account holder who manages them, not as one more unrelated patient.
 */
export function PatientName({ patient }: { patient: DeskPatientRow }) {
  const holder = patient.accountHolder;
  if (!holder) return <>{patient.name}</>;
  return (
    <Flex vertical>
      <span>{patient.name}</span>
      <Typography.Text type="secondary">
        <FormattedMessage
          id="patients.deskColumns.familyOf"
          defaultMessage="{relationship, select, Child {Child of {holder}} Spouse {Spouse of {holder}} Parent {Parent of {holder}} Sibling {Sibling of {holder}} Grandparent {Grandparent of {holder}} other {Family member of {holder}}}"
          values={{ relationship: holder.relationship, holder: holder.name }}
        />
      </Typography.Text>
    </Flex>
  );
}

/** The next visit's day and time, and with whom; a dash when none is booked. */
export function NextVisit({ visit }: { visit: DeskPatientRow['nextVisit'] }) {
  if (!visit) return <>{NONE}</>;
  return (
    <Flex vertical>
      <span>
        {birthDateText(visit.date)} {visit.time}
      </span>
      <Typography.Text type="secondary">
        <DoctorName name={visit.doctorName} />
      </Typography.Text>
    </Flex>
  );
}

/** The desk's search results: who they are, whether they can sign in, their next visit, Book. */
export function deskPatientColumns(
  intl: IntlShape,
  book: (patient: DeskPatientRow) => void,
): ColumnsType<DeskPatientRow> {
  return [
    {
      title: intl.formatMessage(messages.name),
      key: 'name',
      width: 180,
      render: (_v, p) => <PatientName patient={p} />,
    },
    {
      title: intl.formatMessage(messages.phone),
      key: 'phone',
      width: 170,
      render: (_v, p) => <PhoneNumber phone={p.phone} />,
    },
    {
      title: intl.formatMessage(messages.email),
      key: 'email',
      width: 200,
      // an address longer than its column is cut at its end and shown whole on hover, never broken
      render: (_v, p) => (p.email ? <CutText text={p.email} /> : NONE),
    },
    {
      title: intl.formatMessage(messages.dateOfBirth),
      key: 'dateOfBirth',
      width: 120,
      render: (_v, p) => birthDateText(p.dateOfBirth) || NONE,
    },
    {
      title: intl.formatMessage(messages.account),
      key: 'hasAccount',
      width: 100,
      render: (_v, p) =>
        p.hasAccount ? (
          <Tag color="green">{intl.formatMessage(messages.yes)}</Tag>
        ) : (
          <Tag>{intl.formatMessage(messages.no)}</Tag>
        ),
    },
    {
      title: intl.formatMessage(messages.nextVisit),
      key: 'nextVisit',
      width: 170,
      render: (_v, p) => <NextVisit visit={p.nextVisit} />,
    },
    {
      title: intl.formatMessage(messages.action),
      key: 'action',
      fixed: 'end',
      width: 90,
      render: (_v, p) => (
        <Button
          type="primary"
          size="small"
          aria-label={intl.formatMessage(
            { id: 'patients.deskColumns.bookFor', defaultMessage: 'Book for {name}' },
            { name: p.name },
          )}
          onClick={() => book(p)}
        >
          {intl.formatMessage(messages.book)}
        </Button>
      ),
    },
  ];
}

/** The width the table needs; narrower screens scroll it sideways with Book in view. */
export const DESK_TABLE_WIDTH = 1030;

/** The column titles, for the desk's other patient tables. */
export { messages as deskColumnMessages };

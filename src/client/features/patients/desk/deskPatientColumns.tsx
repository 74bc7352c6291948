import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Typography from '../../../components/Typography';
import type { DeskPatientRow } from '../../../../shared/patientTypes';
import { birthDateText } from '../components/birthDate';

const NONE = '—';
const doctorText = (name: string) => (name.startsWith('Dr.') ? name : `Dr. ${name}`);

/** The next visit's day and time, and with whom; a dash when none is booked. */
function NextVisit({ visit }: { visit: DeskPatientRow['nextVisit'] }) {
  if (!visit) return <>{NONE}</>;
  return (
    <Flex vertical>
      <span>
        {birthDateText(visit.date)} {visit.time}
      </span>
      <Typography.Text type="secondary">{doctorText(visit.doctorName)}</Typography.Text>
    </Flex>
  );
}

/** The desk's search results (issue 21): who they are, whether they can sign in, their next visit, Book. */
export function deskPatientColumns(book: (patient: DeskPatientRow) => void): ColumnsType<DeskPatientRow> {
  return [
    { title: 'Name', key: 'name', dataIndex: 'name', width: 180 },
    {
      title: 'Phone',
      key: 'phone',
      width: 170,
      render: (_v, p) => <span style={{ whiteSpace: 'nowrap' }}>{p.phone}</span>,
    },
    { title: 'Email', key: 'email', width: 200, render: (_v, p) => p.email || NONE },
    {
      title: 'Date of Birth',
      key: 'dateOfBirth',
      width: 120,
      render: (_v, p) => birthDateText(p.dateOfBirth) || NONE,
    },
    {
      title: 'Account',
      key: 'hasAccount',
      width: 100,
      render: (_v, p) => (p.hasAccount ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
    },
    {
      title: 'Next Visit',
      key: 'nextVisit',
      width: 170,
      render: (_v, p) => <NextVisit visit={p.nextVisit} />,
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'end',
      width: 90,
      render: (_v, p) => (
        <Button type="primary" size="small" aria-label={`Book for ${p.name}`} onClick={() => book(p)}>
          Book
        </Button>
      ),
    },
  ];
}

/** The width the table needs; narrower screens scroll it sideways with Book in view. */
export const DESK_TABLE_WIDTH = 1030;

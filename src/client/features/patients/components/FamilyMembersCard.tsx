import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Button, Divider, Empty, Flex, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { useAppSelector } from '../../../lib/store/hooks';
import { pageRows } from '../../../lib/api/pagedList';
import { selectRole } from '../../auth';
import type { Dependant } from '../../../../shared/patientTypes';
import { useGetDependantsQuery } from '../patientsApi';
import FamilyMemberItem from './FamilyMemberItem';

// the form (date picker, validation) downloads when the patient first adds or edits someone
const DependantFormModal = lazy(() => import('./DependantFormModal'));

/**
 * shared/schemas/patients.ts's MAX_DEPENDANTS, which the server enforces; not imported, as that
 * module would bring zod into /profile's first download.
 */
const MAX_DEPENDANTS = 10;

const messages = defineMessages({
  empty: {
    id: 'patients.familyMembers.empty',
    defaultMessage: 'No family members yet. Add a child or another relative to book visits for them.',
  },
});

/** Editing: a member, 'new' for a new one, or null while the form is closed. */
type Editing = Dependant | 'new' | null;

/**
 * 'Family members' on /profile: the children and relatives a patient books visits for.
 * Patients and registering doctors only: staff and doctors book at the desk instead.
 */
export default function FamilyMembersCard() {
  const role = useAppSelector(selectRole);
  const intl = useIntl();
  const headingId = useId();
  const ours = role === 'user' || role === 'regDoctor';
  const { data, isLoading, isError, refetch } = useGetDependantsQuery(undefined, { skip: !ours });
  const members = useMemo(() => pageRows(data), [data]);
  const [editing, setEditing] = useState<Editing>(null);
  if (!ours) return null;

  const full = members.length >= MAX_DEPENDANTS;
  let body;
  if (isLoading) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (isError) {
    body = (
      <Flex vertical align="start" gap={8}>
        <Typography.Text type="danger">
          <FormattedMessage
            id="patients.familyMembers.loadFailed"
            defaultMessage="Could not load your family members."
          />
        </Typography.Text>
        <Button onClick={() => void refetch()}>
          <FormattedMessage id="patients.familyMembers.retry" defaultMessage="Try again" />
        </Button>
      </Flex>
    );
  } else if (members.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(messages.empty)} />;
  } else {
    body = (
      <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {members.map((member) => (
          <FamilyMemberItem key={member._id} member={member} onEdit={() => setEditing(member)} />
        ))}
      </Flex>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Divider titlePlacement="start">
        <span id={headingId}>
          <FormattedMessage id="patients.familyMembers.title" defaultMessage="Family members" />
        </span>
      </Divider>
      <Flex vertical gap={12}>
        {body}
        {!isLoading && !isError && (
          <Flex vertical align="start" gap={4}>
            <Button icon={<PlusOutlined />} disabled={full} onClick={() => setEditing('new')}>
              <FormattedMessage id="patients.familyMembers.add" defaultMessage="Add family member" />
            </Button>
            {full && (
              <Typography.Text type="secondary">
                <FormattedMessage
                  id="patients.familyMembers.full"
                  defaultMessage="You can add at most {max, plural, one {# family member} other {# family members}}."
                  values={{ max: MAX_DEPENDANTS }}
                />
              </Typography.Text>
            )}
          </Flex>
        )}
      </Flex>
      {editing && (
        <Suspense fallback={null}>
          <DependantFormModal member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}

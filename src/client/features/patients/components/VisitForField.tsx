import { useId, useMemo } from 'react';
import { Form, Radio } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store/hooks';
import { pageRows } from '../../../lib/api/pagedList';
import { selectRole } from '../../auth';
import { useGetDependantsQuery } from '../patientsApi';

const MYSELF = '';

/**
 * 'Who is this visit for?' on the booking card: Myself or one of the account's family
 * members, shown only when the account has any. `value` undefined is the account itself.
 */
export default function VisitForField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (patientId: string | undefined) => void;
}) {
  const role = useAppSelector(selectRole);
  const intl = useIntl();
  const labelId = useId();
  const patient = role === 'user' || role === 'regDoctor';
  const { data } = useGetDependantsQuery(undefined, { skip: !patient });
  const members = useMemo(() => pageRows(data), [data]);
  if (!patient || members.length === 0) return null;

  const options = [
    {
      value: MYSELF,
      label: intl.formatMessage({ id: 'patients.visitFor.myself', defaultMessage: 'Myself' }),
    },
    ...members.map((member) => ({ value: member._id, label: member.name })),
  ];
  return (
    <Form.Item
      label={
        <span id={labelId}>
          <FormattedMessage id="patients.visitFor.label" defaultMessage="Who is this visit for?" />
        </span>
      }
    >
      <Radio.Group
        aria-labelledby={labelId}
        options={options}
        value={value ?? MYSELF}
        onChange={(event) => onChange((event.target.value as string) || undefined)}
      />
    </Form.Item>
  );
}

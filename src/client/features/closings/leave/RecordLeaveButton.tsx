import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { LeaveDoctor } from './leaveValues';

// the dialog (date pickers, the substitute picker, the preview) downloads when someone first opens it
const RecordLeaveModal = lazy(() => import('./RecordLeaveModal'));

const messages = defineMessages({
  record: { id: 'closings.leave.button', defaultMessage: 'Record leave' },
});

const named = {
  label: defineMessage<{ firstName: string; lastName: string }>({
    id: 'closings.leave.buttonLabel',
    defaultMessage: 'Record leave for Dr. {firstName} {lastName}',
  }),
};

interface RecordLeaveButtonProps {
  doctor: LeaveDoctor;
  size?: ButtonProps['size'];
}

/**
 * 'Record leave' and its dialog: beside 'Close clinic day' on the doctors list (admin) and on the
 * doctor's own home. Its accessible name says whose.
 */
export default function RecordLeaveButton({ doctor, size }: RecordLeaveButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage(named.label, { firstName: doctor.firstName, lastName: doctor.lastName });
  return (
    <>
      <Button size={size} aria-label={label} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.record)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RecordLeaveModal doctor={doctor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

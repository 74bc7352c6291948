import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ClosingDoctor } from './closingDays';

// the dialog (date pickers, the preview) downloads when someone first closes a day
const CloseClinicDayModal = lazy(() => import('./CloseClinicDayModal'));

const messages = defineMessages({
  close: { id: 'closings.button.close', defaultMessage: 'Close clinic day' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  label: defineMessage<{ firstName: string; lastName: string }>({
    id: 'closings.button.label',
    defaultMessage: 'Close clinic day for Dr. {firstName} {lastName}',
  }),
};

interface CloseClinicDayButtonProps {
  doctor: ClosingDoctor;
  size?: ButtonProps['size'];
}

/**
 * 'Close clinic day' and its dialog: on the doctors list and on the doctor's own home.
 * Its accessible name says whose ('Close clinic day for Dr. Ada Obi'), so it is told apart from the
 * dialog's own 'Close clinic day' and from the other rows'.
 */
export default function CloseClinicDayButton({ doctor, size }: CloseClinicDayButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage(named.label, {
    firstName: doctor.firstName,
    lastName: doctor.lastName,
  });
  return (
    <>
      <Button danger size={size} aria-label={label} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.close)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CloseClinicDayModal doctor={doctor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { ClosingDoctor } from './closingDays';

// the dialog (date pickers, the preview) downloads when someone first closes a day
const CloseClinicDayModal = lazy(() => import('./CloseClinicDayModal'));

interface CloseClinicDayButtonProps {
  doctor: ClosingDoctor;
  size?: ButtonProps['size'];
}

/**
 * 'Close clinic day' and its dialog (issue 14): on the doctors list and on the doctor's own home.
 * Its accessible name says whose ('Close clinic day for Dr. Ada Obi'), so it is told apart from the
 * dialog's own 'Close clinic day' and from the other rows'.
 */
export default function CloseClinicDayButton({ doctor, size }: CloseClinicDayButtonProps) {
  const [open, setOpen] = useState(false);
  const label = `Close clinic day for Dr. ${doctor.firstName} ${doctor.lastName}`;
  return (
    <>
      <Button danger size={size} aria-label={label} onClick={() => setOpen(true)}>
        Close clinic day
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CloseClinicDayModal doctor={doctor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

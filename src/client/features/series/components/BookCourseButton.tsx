import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { BookCourseDialogProps } from './BookCourseDialog';

// the dialog (pickers, the plan) downloads when someone first opens it
const BookCourseDialog = lazy(() => import('./BookCourseDialog'));

/** 'Book a course' beside a single visit's booking, and its dialog. */
export default function BookCourseButton(props: Omit<BookCourseDialogProps, 'onClose'>) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'series.button.open', defaultMessage: 'Book a course' })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BookCourseDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

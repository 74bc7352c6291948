import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import type { ComponentProps } from 'react';

// antd's RangePicker (its calendar, styles and dayjs plugins, ~30 KB gzip) downloads when the dates are
// first wanted: the pointer nearing the button, its focus, or the press, which then opens the calendar.
// A list page then does not carry it in its first download. A page whose range is already set (a
// link, Back) shows the picker at once.
const loadDateRangeInput = () => import('./DateRangeInput');
const DateRangeInput = lazy(loadDateRangeInput);

type DateRangeInputProps = ComponentProps<typeof DateRangeInput>;

interface LazyDateRangeInputProps extends DateRangeInputProps {
  /** The button's text before the picker is wanted, e.g. "Dates (UTC)". */
  buttonLabel: string;
}

/** A date range filter whose picker is downloaded when the filter is first used. */
export default function LazyDateRangeInput({ buttonLabel, ...picker }: LazyDateRangeInputProps) {
  const alreadySet = Boolean(picker.value.from || picker.value.to);
  const [pressed, setPressed] = useState(false);
  // the press opens the calendar at once; later the picker opens and closes as it always does
  const [open, setOpen] = useState(false);
  const preload = () => void loadDateRangeInput().catch(() => undefined);
  const button = (
    <Button
      icon={<CalendarOutlined />}
      loading={pressed}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        setPressed(true);
        setOpen(true);
      }}
    >
      {buttonLabel}
    </Button>
  );
  if (!alreadySet && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <DateRangeInput {...picker} autoFocus={pressed} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

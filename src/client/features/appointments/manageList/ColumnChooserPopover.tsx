import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Checkbox, Popover } from 'antd';

const messages = defineMessages({
  shown: { id: 'appointments.columns.shown', defaultMessage: 'Columns shown' },
  title: { id: 'appointments.columns.title', defaultMessage: 'Columns' },
});

/** What the 'Columns' control offers and tells: the table's columns and which of them show. */
export interface ColumnChooserProps<K extends string> {
  columns: readonly { key: K; title: string }[];
  shown: readonly K[];
  /** Columns that cannot be hidden (the patient's name). */
  fixed: readonly K[];
  onChange: (shown: K[]) => void;
}

interface ColumnChooserPopoverProps extends ColumnChooserProps<string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Columns' button the popover opens from. */
  children: ReactNode;
}

/** The column chooser's pop-over: a check box per column of the table; unticked columns are hidden. */
export default function ColumnChooserPopover(props: ColumnChooserPopoverProps) {
  const intl = useIntl();
  const content = (
    <Checkbox.Group<string>
      aria-label={intl.formatMessage(messages.shown)}
      value={[...props.shown]}
      onChange={props.onChange}
      style={{ display: 'grid', gap: 6 }}
      options={props.columns.map(({ key, title }) => ({
        value: key,
        label: title,
        disabled: props.fixed.includes(key),
      }))}
    />
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      title={intl.formatMessage(messages.title)}
      open={props.open}
      onOpenChange={props.onOpenChange}
    >
      {props.children}
    </Popover>
  );
}

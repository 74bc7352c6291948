import { Button, Checkbox, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';

interface ColumnChooserProps<K extends string> {
  columns: readonly { key: K; title: string }[];
  shown: readonly K[];
  /** Columns that cannot be hidden (the patient's name). */
  fixed: readonly K[];
  onChange: (shown: K[]) => void;
}

/** 'Columns': a check box per column of the table; unticked columns are hidden. */
export default function ColumnChooser<K extends string>(props: ColumnChooserProps<K>) {
  const content = (
    <Checkbox.Group<K>
      aria-label="Columns shown"
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
    <Popover content={content} trigger="click" placement="bottomRight" title="Columns">
      <Button icon={<SettingOutlined />}>Columns</Button>
    </Popover>
  );
}

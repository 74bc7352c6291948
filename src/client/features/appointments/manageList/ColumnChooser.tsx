import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { ColumnChooserProps } from './ColumnChooserPopover';

// the pop-over (antd's Popover and its styles) downloads when first wanted, as the pointer nears the
// button, as the bell's does: the desks' first download stays within its budget
const loadPopover = () => import('./ColumnChooserPopover');
const ColumnChooserPopover = lazy(loadPopover);

/** 'Columns': a check box per column of the table; unticked columns are hidden. */
export default function ColumnChooser<K extends string>(props: ColumnChooserProps<K>) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      icon={<SettingOutlined />}
      // an early download that fails is tried again by the press
      onPointerEnter={() => loadPopover().catch(() => undefined)}
      // until the pop-over has loaded, the press that asks for it opens it once it is there
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
    >
      <FormattedMessage id="appointments.columns.button" defaultMessage="Columns" />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ColumnChooserPopover
        {...props}
        // the pop-over offers only these columns' keys
        onChange={(keys) => props.onChange(keys as K[])}
        open={open}
        onOpenChange={setOpen}
      >
        {button}
      </ColumnChooserPopover>
    </Suspense>
  );
}

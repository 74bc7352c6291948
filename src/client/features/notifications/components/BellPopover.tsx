import { useRef, type ReactElement } from 'react';
import { Popover } from 'antd';
import { FormattedMessage } from 'react-intl';
import NotificationQuickList from './NotificationQuickList';

interface BellPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShowAll: () => void;
  /** Where focus returns when the user leaves the list with Escape. */
  onEscape: () => void;
  /** The bell button the popover opens from. */
  children: ReactElement;
}

/**
 * The bell's quick popover: the newest unseen items and 'Show All'. It downloads when the
 * pointer first nears the bell or the bell is first pressed, not with every page: most page views
 * never open it.
 */
export default function BellPopover({ open, onOpenChange, onShowAll, onEscape, children }: BellPopoverProps) {
  const quickList = useRef<HTMLDivElement>(null);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={<FormattedMessage id="notifications.popover.title" defaultMessage="Notifications" />}
      open={open}
      onOpenChange={onOpenChange}
      destroyOnHidden
      // the popover is rendered at the end of the page: take keyboard users into it
      afterOpenChange={(isOpen) => isOpen && quickList.current?.querySelector('button')?.focus()}
      content={
        <NotificationQuickList
          ref={quickList}
          onClose={() => onOpenChange(false)}
          onEscape={() => {
            onOpenChange(false);
            onEscape();
          }}
          onShowAll={onShowAll}
        />
      }
    >
      {children}
    </Popover>
  );
}

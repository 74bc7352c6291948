import type { Ref } from 'react';
import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUnseenNotifications } from '../notificationSelectors';
import { emptyTexts } from '../notificationTexts';
import { useOpenNotification } from '../useOpenNotification';
import NotificationList from './NotificationList';

/** The popover's quick list shows this many of the newest unseen items. */
const QUICK_LIST_SIZE = 3;

interface NotificationQuickListProps {
  onClose: () => void;
  onEscape: () => void;
  onShowAll: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The bell popover's content: the newest unseen items and 'Show All'. Escape hands focus back to the
 * bell.
 */
export default function NotificationQuickList({
  onClose,
  onEscape,
  onShowAll,
  ref,
}: NotificationQuickListProps) {
  const intl = useIntl();
  const unseen = useAppSelector(selectUnseenNotifications);
  const open = useOpenNotification(onClose);
  return (
    <div
      ref={ref}
      className="notification-popover"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <NotificationList
        items={unseen.slice(0, QUICK_LIST_SIZE)}
        emptyText={intl.formatMessage(emptyTexts.unseen)}
        onOpen={open}
      />
      <div className="notification-popover-footer">
        <Button type="link" size="small" onClick={onShowAll}>
          <FormattedMessage id="notifications.quickList.showAll" defaultMessage="Show All" />
        </Button>
      </div>
    </div>
  );
}

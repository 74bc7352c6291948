import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../lib/store/hooks';
import { selectRole } from '../auth';
import type { NotificationItem } from '../../../shared/types';
import { notificationTarget } from './notificationTarget';

/** Opening an item: `beforeLeave` closes whatever shows it (popover, drawer), then the item's target opens. */
export function useOpenNotification(beforeLeave?: () => void): (item: NotificationItem) => void {
  const navigate = useNavigate();
  const role = useAppSelector(selectRole);
  return (item) => {
    beforeLeave?.();
    const path = notificationTarget(item, role);
    if (path) void navigate(path);
  };
}

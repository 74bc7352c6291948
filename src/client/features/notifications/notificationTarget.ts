import type { Role } from '../../../shared/roles';
import type { NotificationItem } from '../../../shared/types';

/** Where an item without its own click path leads, by role; other roles stay put. */
const FALLBACK_PATH: Partial<Record<Role, string>> = {
  admin: '/admin/doctorslist',
  doctor: '/doctor/reviews',
};

/** The path a click on this item goes to, or null to stay on the current screen. */
export function notificationTarget(item: NotificationItem, role: Role | null): string | null {
  if (item.onClickPath) return item.onClickPath;
  return (role && FALLBACK_PATH[role]) ?? null;
}

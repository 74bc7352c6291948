import { useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../../lib/store/storage';

/** The pop-up appears this long after the user has unseen notifications. */
export const POPUP_DELAY_MS = 5000;

function isDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.dismissed(userId)) === 'true';
  } catch {
    return false;
  }
}

/**
 * When the timed pop-up shows: 5 s after the user has unseen notifications, unless this user
 * dismissed it for good. It is announced once per run of unseen items: after it has shown, it waits
 * until the unseen list has been emptied (marked seen) and new items arrive, so re-renders and more
 * arrivals do not re-open it, while news after a cleared list does.
 */
export function useUnseenPopup(userId: string | undefined, unseenCount: number) {
  const hasUnseen = unseenCount > 0;
  const [openFor, setOpenFor] = useState<string | null>(null);
  const announcedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    if (!hasUnseen) {
      announcedFor.current = null;
      return undefined;
    }
    if (announcedFor.current === userId || isDismissed(userId)) return undefined;
    const timer = setTimeout(() => {
      announcedFor.current = userId;
      setOpenFor(userId);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, hasUnseen]);

  const close = () => setOpenFor(null);
  const dismissForGood = () => {
    if (userId) localStorage.setItem(STORAGE_KEYS.dismissed(userId), 'true');
    close();
  };
  // an emptied list (marked seen elsewhere) leaves nothing to announce
  return { open: openFor !== null && openFor === userId && hasUnseen, close, dismissForGood };
}

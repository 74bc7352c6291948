import { useSyncExternalStore } from 'react';

/** A phone's width, where controls are sized for a thumb (lib/theme.ts touchTheme; styles.css). */
const TOUCH_WIDTH_QUERY = '(max-width: 600px)';

const query = () => window.matchMedia(TOUCH_WIDTH_QUERY);
const subscribe = (changed: () => void) => {
  const list = query();
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
};

/** Whether the window is a phone's width now, following it as the window turns or is resized. */
export function useTouchWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
}

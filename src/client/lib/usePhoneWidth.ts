import { Grid } from 'antd';

/**
 * Whether the window is a phone's (narrower than antd's md, 768 px), where a screen lays out for one
 * narrow column: lists as cards, labels above their values. Undecided (no window width known yet, or a
 * test's jsdom) answers no, keeping the desk's layout.
 */
export function usePhoneWidth() {
  const screens = Grid.useBreakpoint();
  return screens.md === false && (screens.xs === true || screens.sm === true);
}

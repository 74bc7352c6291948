import type { ThemeConfig } from 'antd';

/** The product's colours: a green and dark-blue theme. */
export const COLORS = {
  green: '#1f9d55',
  greenDark: '#157a41',
  navy: '#0b2545',
  navyLight: '#13315c',
  pink: '#d63384',
} as const;

/**
 * The brand green is too light for text and for white on it (3.5:1), so controls and links use the
 * darker green (5.4:1), and the grey of hints, descriptions and placeholders is darkened to 4.5:1 or
 * more, as is the red of errors and danger buttons (WCAG AA, checked by axe in the e2e accessibility suite).
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.greenDark,
    colorLink: COLORS.greenDark,
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd lightens the primary on hover, below 4.5:1 under white text: darken it instead
    colorPrimaryHover: '#116a37',
    colorPrimaryActive: '#0d5a2e',
    colorError: '#cf1322',
    // the selected day and option backgrounds: pale enough for the dark green on them (4.7:1)
    controlItemBgActive: '#e6f4ea',
    controlItemBgActiveHover: '#d4ecdb',
    colorInfo: COLORS.navyLight,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: COLORS.navy, headerBg: '#ffffff', triggerBg: COLORS.navyLight },
    // days of the neighbouring months are still dates the patient reads: readable grey (4.7:1)
    Calendar: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    // a table's default empty text and its filter menu's 'Not Found' are drawn in the disabled grey,
    // 1.8:1 on white; paged lists show them more often: readable grey (5.7:1). TableEmpty is the
    // app's own empty text
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    Menu: {
      darkItemBg: COLORS.navy,
      darkSubMenuItemBg: COLORS.navy,
      darkItemSelectedBg: COLORS.greenDark,
    },
  },
};

/** The least a control may measure where a thumb presses it (WCAG 2.5.5, Apple's and Material's 44–48 px). */
const TOUCH_TARGET = 44;

/**
 * The same theme for a phone's width (up to 600 px: the patient's screens on a phone; the staff's
 * work from 768 px up): every control a thumb presses at least 44 × 44, the small ones (a list's row
 * actions, the time picker's OK) and the calendars' days and times included. What no token sizes
 * (the picker's month arrows, a switch's label, the carousel's dots, the sidebar's entries) is in
 * styles.css and frame.css, under the same width.
 */
export const touchTheme: ThemeConfig = {
  ...theme,
  token: {
    ...theme.token,
    controlHeight: TOUCH_TARGET,
    controlHeightSM: TOUCH_TARGET,
    controlHeightLG: 48,
  },
  components: {
    ...theme.components,
    DatePicker: {
      cellWidth: TOUCH_TARGET,
      cellHeight: TOUCH_TARGET,
      textHeight: TOUCH_TARGET,
      timeCellHeight: TOUCH_TARGET,
      timeColumnWidth: 64,
      timeColumnHeight: TOUCH_TARGET * 6,
    },
    Carousel: { dotWidth: TOUCH_TARGET, dotActiveWidth: TOUCH_TARGET, dotHeight: 4 },
  },
};

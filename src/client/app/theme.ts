import type { ThemeConfig } from 'antd';

/** Green and dark blue (spec 1). */
export const COLORS = {
  green: '#1f9d55',
  greenDark: '#157a41',
  navy: '#0b2545',
  navyLight: '#13315c',
  pink: '#d63384',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.green,
    colorLink: COLORS.green,
    colorInfo: COLORS.navyLight,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: COLORS.navy, headerBg: '#ffffff', triggerBg: COLORS.navyLight },
    Menu: {
      darkItemBg: COLORS.navy,
      darkSubMenuItemBg: COLORS.navy,
      darkItemSelectedBg: COLORS.green,
    },
  },
};

import { useMemo } from 'react';
// the hook alone, as lib/toasts/messages.tsx reads it: antd's `theme` object would keep its dark and compact
// algorithms in the first download of every page
import { useToken } from 'antd/es/theme/internal';
import { STATUS_COLOURS } from '../../../../shared/appointmentDisplay';
import type { AppointmentStatus } from '../../../../shared/vocabulary';

/** antd's grey for the 'default' badge (cancelled), which has no preset colour of its own. */
const DEFAULT_GREY = '#8c8c8c';

/**
 * The colour of each status as the charts fill it: the preset colour of the status badge
 * (STATUS_COLOURS, e.g. gold for pending), from the theme the badges are drawn with.
 */
export function useStatusColour(): (status: AppointmentStatus) => string {
  const [, token] = useToken();
  return useMemo(() => {
    const presets = token as unknown as Record<string, unknown>;
    return (status: AppointmentStatus) => {
      const colour = presets[STATUS_COLOURS[status]];
      return typeof colour === 'string' ? colour : DEFAULT_GREY;
    };
  }, [token]);
}

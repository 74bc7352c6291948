import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CalendarOutlined, DownOutlined } from '@ant-design/icons';
import { clinicTimezone } from '../../../lib/clinicTime/clinicTimezone';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { MSG_TEXT } from '../../../../shared/messages';
import { appointmentEvent } from './calendarEvent';
import { googleCalendarUrl, outlookCalendarUrl } from './calendarLinks';
import { downloadIcs } from './icsFile';
import { useMessage } from '../../../lib/toasts/messages';

const messages = defineMessages({
  downloadIcs: { id: 'appointments.calendarMenu.downloadIcs', defaultMessage: 'Download .ics file' },
  addToCalendar: { id: 'appointments.calendarMenu.addToCalendar', defaultMessage: 'Add to calendar' },
});

// Google Calendar and Outlook / Microsoft 365 are product names: they stay as they are
const newTab = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}
  </a>
);

/**
 * 'Add to calendar': Google and Outlook pages in a new tab, or an .ics download.
 * Offer it only where canExportToCalendar holds. `compact` shows the button as an icon (table rows);
 * `button` sizes it (a phone's card makes it a 44 px touch target).
 */
export default function CalendarExportMenu({
  appointment,
  compact = false,
  button,
}: {
  appointment: Appointment;
  compact?: boolean;
  button?: { size?: 'large'; style?: CSSProperties };
}) {
  const message = useMessage();
  const intl = useIntl();
  const event = appointmentEvent(appointment, clinicTimezone(), intl);
  const items: MenuProps['items'] = [
    { key: 'google', label: newTab(googleCalendarUrl(event), 'Google Calendar') },
    { key: 'outlook', label: newTab(outlookCalendarUrl(event), 'Outlook / Microsoft 365') },
    {
      key: 'ics',
      label: intl.formatMessage(messages.downloadIcs),
      onClick: () =>
        downloadIcs(event).catch(() => void message.error(intl.formatMessage(MSG_TEXT.somethingWrong))),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      {compact ? (
        <Button
          {...button}
          icon={<CalendarOutlined />}
          aria-label={intl.formatMessage(messages.addToCalendar)}
          title={intl.formatMessage(messages.addToCalendar)}
        />
      ) : (
        <Button {...button} icon={<CalendarOutlined aria-hidden />}>
          {intl.formatMessage(messages.addToCalendar)} <DownOutlined aria-hidden />
        </Button>
      )}
    </Dropdown>
  );
}

import { DEFAULT_CLINIC_TIMEZONE } from '../../../shared/clinicTime';

/** The clinic's time zone, written into the page by the server (plugins/spa.ts). */
export function clinicTimezone(): string {
  const value = document.querySelector<HTMLMetaElement>('meta[name="clinic-timezone"]')?.content;
  return value && !value.startsWith('__') ? value : DEFAULT_CLINIC_TIMEZONE;
}

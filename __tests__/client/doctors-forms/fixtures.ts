import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Doctor } from '../../../src/shared/types';

/** Shared steps and data of the doctor-form tests. */
export const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const api = (path: string) => `http://localhost/api${path}`;

/** The reference lists behind the pickers, in the envelopes the server sends. */
export const referenceHandlers = [
  http.get(api('/user/get-all-clinic-day'), () =>
    HttpResponse.json({
      success: true,
      clinicDays: [
        { _id: 'c1', name: 'Monday' },
        { _id: 'c2', name: 'Wednesday' },
        { _id: 'c3', name: 'Last Friday' },
      ],
    }),
  ),
  http.get(api('/user/get-all-services'), () =>
    HttpResponse.json({
      success: true,
      data: [
        { _id: 's1', service: 'Cardiology' },
        { _id: 's2', service: 'Dermatology' },
      ],
    }),
  ),
  http.get(api('/user/get-all-location'), () =>
    HttpResponse.json({
      success: true,
      data: [
        { _id: 'l1', location: 'Lagos' },
        { _id: 'l2', location: 'Abuja' },
      ],
    }),
  ),
  http.get(api('/user/get-all-speciality'), () =>
    HttpResponse.json({
      success: true,
      data: [
        { _id: 'p1', speciality: 'Heart Surgery' },
        { _id: 'p2', speciality: 'Paediatrics' },
      ],
    }),
  ),
  http.get(api('/Appointmentslot/get-all-totalSlots'), () =>
    HttpResponse.json({
      success: true,
      data: [
        { _id: 't1', totalSlots: 10 },
        { _id: 't2', totalSlots: 20 },
      ],
    }),
  ),
];

export const form = () => within(document.querySelector('form') as HTMLElement);
const field = (label: string) => form().getByLabelText(label, { selector: 'input' });

/**
 * Opens the select labelled `label` and picks each option by its text. The select opens on
 * mousedown, as in a browser; a full pointer click costs seconds per select in jsdom.
 */
export async function choose(label: string, ...options: string[]) {
  const u = user();
  act(() => {
    fireEvent.mouseDown(field(label).closest('.ant-select') as HTMLElement);
  });
  for (const text of options) {
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${text}"]`);
      if (!found) throw new Error(`no option ${text}`);
      return found;
    });
    await u.click(option);
  }
  await u.keyboard('{Escape}');
}

/** Replaces the Timing range: each side typed (pasted) and confirmed with Enter. */
export async function setTiming(start: string, end: string) {
  const u = user();
  for (const [placeholder, value] of [
    ['Start time', start],
    ['End time', end],
  ]) {
    await u.click(screen.getByPlaceholderText(placeholder));
    await u.keyboard('{Control>}a{/Control}');
    await u.paste(value);
    await u.keyboard('{Enter}');
  }
}

/** Types text into inputs by label, one paste per field (key-by-key re-validates the form each time). */
export async function fillText(values: Record<string, string>) {
  const u = user();
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await u.clear(input);
    if (value) {
      await u.click(input);
      await u.paste(value);
    }
  }
}

/** The pickers and numbers of the Professional Information section, plus the location. */
export async function fillProfessional() {
  await choose('Location', 'Lagos');
  await choose('Specialization', 'Heart Surgery');
  await choose('Total Slots', '10');
  await choose('Clinic Days', 'Monday', 'Last Friday');
  await fillText({ 'Experience (years)': '5', 'Fee per Consultation': '5000' });
  await setTiming('09:00', '17:00');
}

export async function submit() {
  await user().click(screen.getByRole('button', { name: 'SUBMIT', hidden: true }));
}

/** The field messages shown under the form's items. */
export const shownErrors = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

export const DOCTOR: Doctor = {
  _id: 'd-1',
  userId: 'u-1',
  firstName: 'Ngozi',
  lastName: 'Eze',
  name: 'Ngozi Eze',
  email: 'ngozi@clinicbook.local',
  phoneNumber: '+234 803 000 0002',
  gender: 'female',
  location: 'Abuja',
  service: 'Dermatology',
  specialization: 'Paediatrics',
  experience: 7,
  feePerConsultation: 15000,
  appointmentTime: ['08:30', '14:00'],
  totalSlots: 20,
  clinicDay: ['Monday', 'Last Friday'],
  status: 'pending',
  createdAt: '2026-11-01T09:00:00.000Z',
};

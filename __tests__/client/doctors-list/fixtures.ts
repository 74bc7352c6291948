import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Doctor, MediaImage } from '../../../src/shared/types';

/**
 * userEvent without the pauses between steps and without the pointer-events check, which walks
 * every ancestor's computed style on each action and costs seconds per click over antd in jsdom.
 */
export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** A doctor as the server sends one; its ids are UUIDs, as every id the server sends is. */
export function makeDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-0000000000a1',
    firstName: 'Ada',
    lastName: 'Obi',
    name: 'Ada Obi',
    email: 'ada.obi@clinicbook.local',
    phoneNumber: '+234 803 000 0001',
    gender: 'female',
    location: 'Lagos',
    service: 'Cardiology',
    specialization: 'Interventional cardiology',
    experience: 12,
    feePerConsultation: 15000,
    appointmentTime: ['09:00', '17:00'],
    totalSlots: 10,
    clinicDay: ['Monday', 'Wednesday'],
    status: 'approved',
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** `count` doctors with distinct ids and names that sort in id order (Doctor 01, Doctor 02, …). */
export function makeDoctors(count: number): Doctor[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return makeDoctor({
      _id: `00000000-0000-4000-8000-0000000000${n}`,
      userId: `00000000-0000-4000-8000-0000000001${n}`,
      firstName: 'Doctor',
      lastName: n,
      name: `Doctor ${n}`,
    });
  });
}

const feeOf = (d: Doctor) => Number(d.feePerConsultation);
const SORTS: Record<string, (a: Doctor, b: Doctor) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  fee: (a, b) => feeOf(a) - feeOf(b),
};

/**
 * The doctors lists as the server answers them (for msw's pagedList): search by part of 'first
 * last' ignoring case, status (comma list), sort by name or fee in either order.
 */
export function doctorsServer(doctors: readonly Doctor[], query: URLSearchParams): readonly Doctor[] {
  const needle = query.get('search')?.toLowerCase() ?? '';
  const statuses = query.get('status')?.split(',');
  const found = doctors.filter(
    (d) =>
      `${d.firstName} ${d.lastName}`.toLowerCase().includes(needle) &&
      (!statuses || statuses.includes(d.status)),
  );
  const sort = SORTS[query.get('sort') ?? ''];
  if (!sort) return found;
  const sign = query.get('order') === 'asc' ? 1 : -1;
  return [...found].sort((a, b) => sign * sort(a, b));
}

export function makeImage(n: number): MediaImage {
  return {
    _id: `img-${n}`,
    url: `/uploads/img-${n}`,
    mimeType: 'image/png',
    size: 1000,
    createdAt: `2026-02-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  };
}

/** GET /api/reviews/doctor/:id answering each doctor's rating (null when not listed). */
export function ratings(byDoctor: Record<string, number | null> = {}) {
  return http.get('http://localhost/api/reviews/doctor/:id', ({ params }) =>
    HttpResponse.json({ success: true, rating: byDoctor[String(params.id)] ?? null }),
  );
}

/** GET /api/user/get-all-clinic-day's answer: the list sits under clinicDays, not data. */
export const CLINIC_DAY_LIST = {
  success: true,
  clinicDays: ['Monday', 'Wednesday', 'Friday', 'Everyday'].map((name, i) => ({ _id: `cd-${i}`, name })),
};

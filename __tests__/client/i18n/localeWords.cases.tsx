import { screen } from '@testing-library/react';
import { Table } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { IntlShape } from 'react-intl';
import { renderWithProviders } from '../../helpers/render';
import { makeDoctor } from '../doctors-list/fixtures';
import DoctorInformation from '../../../src/client/features/booking/components/DoctorInformation';
import {
  clinicDaysText,
  clinicDayText,
  sayClinicDay,
} from '../../../src/client/lib/clinicTime/clinicDayText';
import { loadMessages } from '../../../src/client/i18n/catalogues';
import { makeIntl } from '../../../src/client/i18n/intl';
import { readClinicDay } from '../../../src/shared/clinicDays';
import { CLINIC_DAY_CATEGORIES, STANDARD_DAYS, clinicDayName } from '../../../src/shared/vocabulary';
import type { Language } from '../../../src/shared/languages';

dayjs.extend(relativeTime);

const intlOf = async (language: Language): Promise<IntlShape> =>
  makeIntl(language, await loadMessages(language));

afterEach(() => {
  localStorage.clear();
  dayjs.locale('en');
});

/** The 32 names the reference list is seeded with: every category with every standard day. */
const SEEDED = CLINIC_DAY_CATEGORIES.flatMap((category) =>
  category === 'Everyday' || category === 'Weekday'
    ? [category]
    : STANDARD_DAYS.map((day) => clinicDayName(category, day)),
);

test('in English a clinic day reads as stored, and its messages say every seeded name back as it is', async () => {
  const english = await intlOf('en');
  expect(SEEDED).toHaveLength(32);
  for (const name of [...SEEDED, 'mon-fri', 'Evening clinic'])
    expect(clinicDayText(english, name)).toBe(name);
  for (const name of SEEDED) expect(sayClinicDay(english, readClinicDay(name)!)).toBe(name);
});

test('clinic days in French: weekdays, last, alternate, ordinals and appointment-only, unknown text as stored', async () => {
  const french = await intlOf('fr');
  const said = (name: string) => clinicDayText(french, name);
  expect(said('Monday')).toBe('lundi');
  expect(said('Everyday')).toBe('Tous les jours');
  expect(said('Mon-Fri')).toBe('Du lundi au vendredi');
  expect(said('Last Friday')).toBe('Dernier vendredi du mois');
  expect(said('Alternate Monday')).toBe('Un lundi sur deux');
  expect(said('2nd or 4th Saturday of the Month')).toBe('2e ou 4e samedi du mois');
  expect(said('1st or 3rd or 5th tuesday')).toBe('1er ou 3e ou 5e mardi');
  expect(said('By Appointment')).toBe('Sur rendez-vous');
  expect(said('Evening clinic')).toBe('Evening clinic');
  expect(clinicDaysText(french, ['Monday', 'Last Friday'])).toBe('lundi, Dernier vendredi du mois');
  // Arabic lists them with its own comma
  expect(clinicDaysText(await intlOf('ar'), ['Monday', 'Wednesday'])).toBe('الاثنين، الأربعاء');
});

test("a doctor's clinic days on the booking card are in Hausa", async () => {
  const doctor = makeDoctor({
    clinicDay: ['Monday', '4th or 5th Saturday of the Month', 'Last Friday'],
  });
  renderWithProviders(<DoctorInformation doctor={doctor} />, {
    preloadedState: { language: { current: 'ha' } },
  });
  for (const text of ['Litinin', 'Asabar ta huɗu ko ta biyar a wata', "Jumma'a ta ƙarshe a wata"]) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
});

test("antd's own words in Hausa on a table: its empty state, then its pagination; dayjs' names too", async () => {
  const columns = [{ title: 'Suna', dataIndex: 'name', key: 'name' }];
  const rows = Array.from({ length: 25 }, (_, i) => ({ key: i, name: `Majiyyaci ${i + 1}` }));
  renderWithProviders(
    <>
      <Table columns={columns} dataSource={[]} />
      <Table columns={columns} dataSource={rows} pagination={{ pageSize: 10 }} />
    </>,
    { preloadedState: { language: { current: 'ha' } } },
  );
  expect(await screen.findAllByText('Babu bayanai')).not.toHaveLength(0);
  expect(screen.getByTitle('Shafi na gaba')).toBeInTheDocument();
  expect(screen.getByTitle('Shafin baya')).toBeInTheDocument();
  // the picker's and the notifications' names: dayjs speaks the catalogue's Hausa
  expect(dayjs.locale()).toBe('ha');
  expect(dayjs('2026-01-15').format('dddd D MMMM')).toBe('Alhamis 15 Janairu');
  expect(dayjs().subtract(5, 'minute').fromNow()).toBe('minti 5 da suka wuce');
});

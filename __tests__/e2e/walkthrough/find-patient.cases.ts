import { apiCall, apiToken, signedInPage, windowShot } from '../../helpers/e2e';
import { addDays, formatDisplayDate } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import { env } from './environment';

/**
 * Find a patient at the desk: a family member shows whose they are ("Child of Tunde Bakare"), and
 * Next Visit is the next visit still to come at the clinic (a follow-up on its follow-up date), or a
 * dash, never a day already past.
 */
const STAFF = 'staff@clinicbook.local';
const HOLDER = { email: 'patient2@clinicbook.local', name: 'Tunde Bakare' };
const CHILD = 'Temiloluwa Bakare';
const PARENT = 'Olufunke Bakare';
const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);

async function addFamilyMember(token: string, name: string, relationship: string) {
  const { status, reply } = await apiCall<{ _id: string }>(env.server.baseUrl, '/user/add-dependant', {
    body: { name, dateOfBirth: relationship === 'Child' ? '2016-04-02' : '1951-09-10', relationship },
    token,
  });
  if (status !== 201) throw new Error(`add-dependant answered ${status}: ${reply.message}`);
  const row = await env.server.db
    .selectFrom('users')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

let followUpDate: string;
let pastDate: string;

beforeAll(async () => {
  const token = await apiToken(env.server.baseUrl, HOLDER.email);
  const child = await addFamilyMember(token, CHILD, 'Child');
  const parent = await addFamilyMember(token, PARENT, 'Parent');
  const doctor = await env.server.db
    .selectFrom('doctors')
    .select('id')
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  pastDate = addDays(today, -9);
  followUpDate = addDays(today, 6);
  // the child was seen nine days ago and is to come back in six; the parent's only visit is past
  await env.server.db
    .insertInto('appointments')
    .values([
      {
        user_id: child,
        doctor_id: doctor.id,
        date: pastDate,
        schedule_date: pastDate,
        time: '11:30',
        status: 'follow-up',
        follow_up_date: followUpDate,
      },
      {
        user_id: parent,
        doctor_id: doctor.id,
        date: addDays(today, -2),
        schedule_date: addDays(today, -2),
        time: '10:00',
        status: 'approved',
      },
    ])
    .execute();
});

test('family members show with their account holder; Next Visit is the one to come, or a dash', async () => {
  const page = await signedInPage(env.browser, env.server.baseUrl, STAFF, '/staff/home');
  await page.goto(`${env.server.baseUrl}/staff/patients/find?search=Bakare`);
  const rowOf = (name: string) => page.locator('tbody tr[data-row-key]').filter({ hasText: name });
  await rowOf(CHILD).waitFor();
  await rowOf(PARENT).waitFor();

  const child = (await rowOf(CHILD).innerText()).replace(/\s+/g, ' ');
  expect(child).toContain(`Child of ${HOLDER.name}`);
  expect(child).toContain(`${formatDisplayDate(followUpDate)} 11:30`);
  expect(child).not.toContain(formatDisplayDate(pastDate));

  const parent = (await rowOf(PARENT).innerText()).replace(/\s+/g, ' ');
  expect(parent).toContain(`Parent of ${HOLDER.name}`);
  const nextVisitCell = rowOf(PARENT).locator('td').nth(5);
  expect((await nextVisitCell.innerText()).trim()).toBe('—');

  // the account holder is a patient of their own, with no one's name under theirs
  const nameCell = page
    .locator('tbody tr[data-row-key] td:first-child')
    .filter({ hasText: new RegExp(`^\\s*${HOLDER.name}\\s*$`) });
  expect(await nameCell.count()).toBe(1);
  await windowShot(page, 'desk-find-patient-family');
  await page.context().close();
});

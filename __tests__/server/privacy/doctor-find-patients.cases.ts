import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';
import { quickDoctor, quickUser, type QuickDoctor, type QuickUser } from '../../helpers/appointment-fixtures';
import { planAtScale, planNodes, statementsOf } from '../../helpers/scenarios/statement-plans';

/**
 * A doctor finds a patient to open: by any part of the name, the phone's digits or the e-mail, a
 * page at a time in name order, answering each patient's name alone; the list is nobody's record,
 * so it records no read; no search answers no one; only doctors may search; the database pages it
 * through an index.
 */

let server: TestServer;
let doctor: QuickDoctor;
let staff: QuickUser;
let patient: QuickUser;
let omolara: QuickUser[];
const URL = '/api/doctor/find-patients';

beforeAll(async () => {
  server = await startTestServer();
  doctor = await quickDoctor(server, { firstName: 'Bisi' });
  staff = await quickUser(server, { name: 'Desk Femi', flags: { is_staff: true } });
  patient = await quickUser(server, { name: 'Chiamaka Findable', phone: '+2348031234567' });
  // five namesakes, made out of name order, to page through
  omolara = [];
  for (const surname of ['Eze', 'Bello', 'Ade', 'Dike', 'Chukwu'])
    omolara.push(await quickUser(server, { name: `Omolara ${surname}` }));
}, 180_000);
afterAll(() => server.close());

interface Answer {
  data: Array<Record<string, unknown>>;
  total: number;
}
const search = async (query: string, caller = doctor) => {
  const answer = await get(server, `${URL}?${query}`, caller.auth);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Answer;
};

test('by a part of the name, the phone digits in any form or the e-mail: the name alone, no details', async () => {
  const expected = [{ _id: patient.user.id, name: 'Chiamaka Findable' }];
  expect((await search('search=findab')).data).toEqual(expected);
  expect((await search(`search=${encodeURIComponent('0803 123 4567')}`)).data).toEqual(expected);
  expect((await search(`search=${encodeURIComponent(patient.user.email as string)}`)).data).toEqual(expected);
  // colleagues are not patients
  expect((await search('search=Bisi')).data).toEqual([]);
});

test('a page at a time in name order, with the count of every match', async () => {
  const first = await search('search=omolara&order=asc&page=1&pageSize=2');
  const second = await search('search=omolara&order=asc&page=2&pageSize=2');
  const third = await search('search=omolara&order=asc&page=3&pageSize=2');
  expect(first.total).toBe(5);
  expect([...first.data, ...second.data, ...third.data].map((row) => row.name)).toEqual([
    'Omolara Ade',
    'Omolara Bello',
    'Omolara Chukwu',
    'Omolara Dike',
    'Omolara Eze',
  ]);
});

test('no search answers no one: a doctor cannot page through the clinic’s patients', async () => {
  expect(await search('')).toMatchObject({ data: [], total: 0 });
});

test('the search records no read of anyone’s record; only doctors may search', async () => {
  const before = await server.db.selectFrom('record_access').select('id').execute();
  await search('search=omolara');
  const after = await server.db.selectFrom('record_access').select('id').execute();
  expect(after.length).toBe(before.length);
  expect((await get(server, `${URL}?search=omolara`, staff.auth)).status).toBe(403);
  expect((await get(server, `${URL}?search=omolara`, omolara[0].auth)).status).toBe(403);
});

test.each(['omolara', 'findab', '08031234567'])(
  'the search %s is answered through indexes: never the users table read whole',
  async (text) => {
    const sent = await statementsOf(server.db, () => search(`search=${text}&order=asc`));
    const listed = sent.filter((statement) => /"users"|users /.test(statement.sql));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const statement of listed) {
      const nodes = planNodes(await planAtScale(server.db, statement));
      const onUsers = nodes.filter((node) => node['Relation Name'] === 'users');
      expect(onUsers.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    }
  },
);

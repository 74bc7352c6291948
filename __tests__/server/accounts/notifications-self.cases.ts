import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';

type Made = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let ada: Made;
let bola: Made;
let admin: Made;

beforeAll(async () => {
  server = await startTestServer();
  [ada, bola, admin] = await Promise.all([
    createUser(server, { email: 'notes-ada@example.com' }),
    createUser(server, { email: 'notes-bola@example.com' }),
    createUser(server, { email: 'notes-admin@example.com', flags: { is_admin: true } }),
  ]);
});
afterAll(() => server.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60 * 1000);

/** Gives the user three unseen notifications and one seen, at known times; clears any earlier ones. */
async function seed(userId: string, tag: string) {
  await server.db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await server.db
    .insertInto('notifications')
    .values([
      {
        user_id: userId,
        message: `${tag} oldest unseen`,
        on_click_path: '/appointments',
        created_at: minutesAgo(30),
      },
      {
        user_id: userId,
        message: `${tag} newest unseen`,
        on_click_path: '/appointments',
        created_at: minutesAgo(1),
      },
      { user_id: userId, message: `${tag} middle unseen`, on_click_path: null, created_at: minutesAgo(10) },
      {
        user_id: userId,
        message: `${tag} seen`,
        on_click_path: '/notifications',
        seen: true,
        created_at: minutesAgo(60),
      },
    ])
    .execute();
}

async function stored(userId: string) {
  return server.db
    .selectFrom('notifications')
    .select(['message', 'seen'])
    .where('user_id', '=', userId)
    .orderBy('message')
    .execute();
}

type Note = { _id: string; message: string; createdAt: string; onClickPath?: string };

test('getUser_id lists unseen and seen notifications, newest first', async () => {
  await seed(ada.user.id, 'ada');
  const res = await post(server, '/api/user/getUser_id', {}, ada.auth);
  expect(res.status).toBe(200);
  const data = res.body.data as { unseenNotifications: Note[]; seenNotifications: Note[] };
  expect(data.unseenNotifications.map((n) => n.message)).toEqual([
    'ada newest unseen',
    'ada middle unseen',
    'ada oldest unseen',
  ]);
  expect(data.unseenNotifications[0]).toMatchObject({ onClickPath: '/appointments' });
  expect(typeof data.unseenNotifications[0]._id).toBe('string');
  expect(new Date(data.unseenNotifications[0].createdAt).toISOString()).toBe(
    data.unseenNotifications[0].createdAt,
  );
  expect(data.seenNotifications.map((n) => n.message)).toEqual(['ada seen']);
});

describe('mark-all-notifications-seen', () => {
  test("with another user's id: 403 and nobody's notifications change", async () => {
    await seed(ada.user.id, 'ada');
    await seed(bola.user.id, 'bola');
    const adaBefore = await stored(ada.user.id);
    const bolaBefore = await stored(bola.user.id);

    const res = await post(
      server,
      '/api/user/mark-all-notifications-seen',
      { userId: bola.user.id },
      ada.auth,
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'You do not have permission to do this' });
    expect(await stored(ada.user.id)).toEqual(adaBefore);
    expect(await stored(bola.user.id)).toEqual(bolaBefore);
  });

  test("even an admin cannot act on another user's notifications", async () => {
    await seed(bola.user.id, 'bola');
    const before = await stored(bola.user.id);
    const res = await post(
      server,
      '/api/user/mark-all-notifications-seen',
      { userId: bola.user.id },
      admin.auth,
    );
    expect(res.status).toBe(403);
    expect(await stored(bola.user.id)).toEqual(before);
  });

  test('with the own id: every unseen becomes seen and the updated user comes back', async () => {
    await seed(ada.user.id, 'ada');
    await seed(bola.user.id, 'bola');
    const bolaBefore = await stored(bola.user.id);

    const res = await post(
      server,
      '/api/user/mark-all-notifications-seen',
      { userId: ada.user.id },
      ada.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.message).toBe('string');
    const data = res.body.data as { _id: string; unseenNotifications: Note[]; seenNotifications: Note[] };
    expect(data._id).toBe(ada.user.id);
    expect(data.unseenNotifications).toEqual([]);
    expect(data.seenNotifications.map((n) => n.message)).toEqual([
      'ada newest unseen',
      'ada middle unseen',
      'ada oldest unseen',
      'ada seen',
    ]);
    expect((await stored(ada.user.id)).every((n) => n.seen)).toBe(true);
    expect(await stored(bola.user.id)).toEqual(bolaBefore);
  });

  test('a missing userId is 400', async () => {
    const res = await post(server, '/api/user/mark-all-notifications-seen', {}, ada.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'userId is required' });
  });

  test('needs a sign-in', async () => {
    await seed(ada.user.id, 'ada');
    const res = await post(server, '/api/user/mark-all-notifications-seen', { userId: ada.user.id });
    expect(res.status).toBe(401);
    expect((await stored(ada.user.id)).filter((n) => !n.seen)).toHaveLength(3);
  });
});

describe('delete-all-notifications', () => {
  test("with another user's id: 403 and nothing is deleted", async () => {
    await seed(bola.user.id, 'bola');
    const res = await post(server, '/api/user/delete-all-notifications', { userId: bola.user.id }, ada.auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'You do not have permission to do this' });
    expect(await stored(bola.user.id)).toHaveLength(4);
  });

  test('with the own id: the seen ones go, the unseen stay, and the updated user comes back', async () => {
    await seed(ada.user.id, 'ada');
    await seed(bola.user.id, 'bola');
    const res = await post(server, '/api/user/delete-all-notifications', { userId: ada.user.id }, ada.auth);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = res.body.data as { _id: string; unseenNotifications: Note[]; seenNotifications: Note[] };
    expect(data._id).toBe(ada.user.id);
    expect(data.seenNotifications).toEqual([]);
    expect(data.unseenNotifications.map((n) => n.message)).toEqual([
      'ada newest unseen',
      'ada middle unseen',
      'ada oldest unseen',
    ]);
    expect(await stored(ada.user.id)).toEqual([
      { message: 'ada middle unseen', seen: false },
      { message: 'ada newest unseen', seen: false },
      { message: 'ada oldest unseen', seen: false },
    ]);
    expect(await stored(bola.user.id)).toHaveLength(4);
  });

  test('mark all seen then delete all leaves nothing', async () => {
    await seed(ada.user.id, 'ada');
    await post(server, '/api/user/mark-all-notifications-seen', { userId: ada.user.id }, ada.auth);
    const res = await post(server, '/api/user/delete-all-notifications', { userId: ada.user.id }, ada.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ seenNotifications: [], unseenNotifications: [] });
    expect(await stored(ada.user.id)).toEqual([]);
  });

  test('needs a sign-in', async () => {
    await seed(ada.user.id, 'ada');
    const res = await post(server, '/api/user/delete-all-notifications', { userId: ada.user.id });
    expect(res.status).toBe(401);
    expect(await stored(ada.user.id)).toHaveLength(4);
  });
});

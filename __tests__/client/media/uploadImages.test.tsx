import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import UploadImagesPage from '../../../src/client/features/media/pages/UploadImagesPage';
import type { MediaImage } from '../../../src/shared/types';

const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });
const API = 'http://localhost/api';
const OLD: MediaImage = {
  _id: 'img-1',
  url: '/uploads/img-1',
  mimeType: 'image/png',
  size: 2048,
  createdAt: '2026-05-01T09:30:00.000Z',
};
const NEW: MediaImage = {
  ...OLD,
  _id: 'img-2',
  url: '/uploads/img-2',
  size: 3 * 1024 * 1024,
  createdAt: '2026-06-02T10:00:00.000Z',
};

// Node's File, so FormData and URL.createObjectURL (Node's, under jest-fixed-jsdom) accept it.
const image = (name: string, type = 'image/png', bytes = 1000) =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

/** The image list, answered from a variable the test can change. */
function imageList(initial: MediaImage[]) {
  const state = { rows: initial };
  server.use(http.get(`${API}/media/images`, () => HttpResponse.json({ success: true, data: state.rows })));
  return state;
}

/** Records the file names each upload request carried, then answers as given. */
function uploads(answer: (names: string[]) => { body: object; status: number }, gate?: Promise<void>) {
  const sent: string[][] = [];
  server.use(
    http.post(`${API}/admin/upload-images`, async ({ request }) => {
      const names = (await request.formData()).getAll('images').map((f) => (f as File).name);
      sent.push(names);
      expect(request.headers.get('authorization')).toBe(`Bearer ${fakeToken(ADMIN)}`);
      await gate;
      const { body, status } = answer(names);
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

async function showPage() {
  renderWithProviders(<UploadImagesPage />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  await screen.findByRole('heading', { name: 'Upload Images' });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const picked = () =>
  Array.from(document.querySelectorAll('.ant-upload-list-item-name'), (el) => el.textContent);
const pickedItem = (name: string) =>
  within(
    screen
      .getByText(name, { selector: '.ant-upload-list-item-name' })
      .closest('.ant-upload-list-item') as HTMLElement,
  );
const grid = () => within(screen.getByRole('region', { name: /Uploaded images/ }));

test('chosen files are previewed before upload, one can be removed, and only the rest is sent', async () => {
  const user = userEvent.setup();
  imageList([]);
  const sent = uploads(() => ({
    body: { success: true, message: 'Images uploaded successfully' },
    status: 201,
  }));
  await showPage();
  expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  expect(screen.getByRole('button', { name: /Upload$/ })).toBeDisabled();

  await user.upload(fileInput(), [image('ward.png'), image('lobby.jpg', 'image/jpeg')]);
  expect(picked()).toEqual(['ward.png', 'lobby.jpg']);
  expect(pickedItem('ward.png').getByRole('img', { name: 'ward.png' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:/),
  );

  await user.click(pickedItem('lobby.jpg').getByRole('button', { name: /remove/i }));
  expect(picked()).toEqual(['ward.png']);
  await user.click(screen.getByRole('button', { name: /Upload$/ }));
  expect(await screen.findByText('Images uploaded successfully')).toBeInTheDocument();
  expect(sent).toEqual([['ward.png']]);
  expect(picked()).toEqual([]);
});

test('a wrong type or an oversize file is refused with a message and never sent; at most 10 are kept', async () => {
  const user = userEvent.setup({ applyAccept: false });
  imageList([]);
  const sent = uploads(() => ({ body: { success: true }, status: 201 }));
  await showPage();

  await user.upload(fileInput(), [
    image('notes.txt', 'text/plain'),
    image('huge.png', 'image/png', 6 * 1024 * 1024),
  ]);
  expect(await screen.findByText('notes.txt is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
  expect(screen.getByText('huge.png is larger than 5 MB.')).toBeInTheDocument();
  expect(picked()).toEqual([]);
  expect(screen.getByRole('button', { name: /Upload$/ })).toBeDisabled();

  await user.upload(
    fileInput(),
    Array.from({ length: 12 }, (_, i) => image(`scan-${i + 1}.webp`, 'image/webp')),
  );
  expect(await screen.findByText('You can upload at most 10 images at a time.')).toBeInTheDocument();
  expect(picked()).toHaveLength(10);
  expect(picked()).not.toContain('scan-11.webp');
  expect(sent).toEqual([]);
});

test('a successful upload says so and the new image appears in the grid', async () => {
  const user = userEvent.setup();
  const list = imageList([OLD]);
  let answerNow = () => {};
  const gate = new Promise<void>((resolve) => (answerNow = resolve));
  const sent = uploads(() => {
    list.rows = [NEW, OLD];
    return { body: { success: true, message: 'Images uploaded successfully', data: [NEW] }, status: 201 };
  }, gate);
  await showPage();
  await grid().findByRole('img', { name: /Image uploaded 01-05-2026/ });
  expect(grid().getByText('2.0 KB')).toBeInTheDocument();

  await user.upload(fileInput(), image('theatre.png'));
  await user.click(screen.getByRole('button', { name: /Upload$/ }));
  // while the request is out, the file shows its own progress bar
  expect(await pickedItem('theatre.png').findByRole('progressbar')).toBeInTheDocument();
  answerNow();
  expect(await screen.findByText('Images uploaded successfully')).toBeInTheDocument();
  expect(sent).toEqual([['theatre.png']]);
  await waitFor(() => expect(grid().getAllByRole('listitem')).toHaveLength(2));
  const first = within(grid().getAllByRole('listitem')[0]);
  expect(first.getByRole('img', { name: /Image uploaded/ })).toHaveAttribute('src', '/uploads/img-2');
  expect(first.getByText('3.0 MB')).toBeInTheDocument();
});

test("a refusal shows the server's message and keeps the file, marked as failed", async () => {
  const user = userEvent.setup();
  imageList([]);
  uploads(() => ({
    body: { success: false, message: 'fake.png is not a JPEG, PNG or WebP image' },
    status: 400,
  }));
  await showPage();
  await user.upload(fileInput(), image('fake.png'));
  await user.click(screen.getByRole('button', { name: /Upload$/ }));
  expect(await screen.findByText('fake.png is not a JPEG, PNG or WebP image')).toBeInTheDocument();
  expect(picked()).toEqual(['fake.png']);
  expect(document.querySelector('.ant-upload-list-item-error')).not.toBeNull();
});

test('a failure without a message says "Failed to upload images"', async () => {
  const user = userEvent.setup();
  imageList([]);
  uploads(() => ({ body: { success: false }, status: 500 }));
  await showPage();
  await user.upload(fileInput(), image('x-ray.png'));
  await user.click(screen.getByRole('button', { name: /Upload$/ }));
  expect(await screen.findByText('Failed to upload images')).toBeInTheDocument();
});

test('Delete asks for confirmation, Cancel sends nothing, Yes sends DELETE and the image leaves the grid', async () => {
  const user = userEvent.setup();
  const list = imageList([NEW, OLD]);
  const deleted: string[] = [];
  server.use(
    http.delete(`${API}/admin/media/:id`, ({ params }) => {
      deleted.push(String(params.id));
      list.rows = list.rows.filter((i) => i._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Image deleted' });
    }),
  );
  await showPage();
  await waitFor(() => expect(grid().getAllByRole('listitem')).toHaveLength(2));
  const oldTile = () => within(grid().getAllByRole('listitem')[1]);

  await user.click(oldTile().getByRole('button', { name: /Delete/ }));
  expect(await screen.findByText('Delete this image?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(deleted).toEqual([]);

  await user.click(oldTile().getByRole('button', { name: /Delete/ }));
  await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Image deleted')).toBeInTheDocument();
  expect(deleted).toEqual(['img-1']);
  await waitFor(() => expect(grid().getAllByRole('listitem')).toHaveLength(1));
});

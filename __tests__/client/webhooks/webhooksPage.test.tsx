import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import { fastUser } from '../reviews/fixtures';
import WebhooksPage from '../../../src/client/features/webhooks/pages/WebhooksPage';
import { WEBHOOK_EVENTS } from '../../../src/shared/webhooks';
import type { WebhookDelivery, WebhookSummary } from '../../../src/shared/answers/webhooks';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const API = 'http://localhost/api/admin';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const hook: WebhookSummary = {
  id: 'w-1',
  url: 'https://records.example.org/hooks',
  events: ['appointment.booked', 'visit.checked-in'],
  enabled: false,
  disabledReason: 'gone',
  rotatingUntil: null,
  failingSince: null,
  createdAt: '2026-03-01T08:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 'd-1',
  event: 'appointment.booked',
  appointmentId: 'ap-1',
  state: 'failed',
  attempts: 8,
  lastStatus: 500,
  lastError: 'HTTP 500',
  createdAt: '2026-03-01T09:00:00.000Z',
  deliveredAt: null,
  nextAttemptAt: null,
};

/** The admin API as msw answers it; what each POST was sent is kept. */
function fakeApi() {
  const posted: Record<string, unknown[]> = {};
  const list: WebhookSummary[] = [hook];
  server.use(
    http.get(`${API}/webhooks`, () => HttpResponse.json({ success: true, data: list })),
    http.get(`${API}/webhook-deliveries`, () =>
      HttpResponse.json({ success: true, data: { rows: [delivery], total: 1 } }),
    ),
    http.post(`${API}/:action`, async ({ params, request }) => {
      const action = String(params.action);
      (posted[action] ??= []).push(await request.json());
      if (action === 'create-webhook') {
        list.unshift({
          ...hook,
          id: 'w-2',
          url: 'https://finder.example.org/in',
          enabled: true,
          disabledReason: null,
        });
        return HttpResponse.json(
          { success: true, data: { webhookId: 'w-2', secret: SECRET } },
          { status: 201 },
        );
      }
      return HttpResponse.json({ success: true, message: 'ok' });
    }),
  );
  return posted;
}

const showPage = () =>
  renderWithProviders(<WebhooksPage />, {
    route: '/admin/webhooks',
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });

test('lists endpoints with their state; registering shows the secret once, with a warning', async () => {
  const user = fastUser();
  const posted = fakeApi();
  showPage();
  const row = within((await screen.findByText(hook.url)).closest('tr') as HTMLElement);
  expect(row.getByText('Turned off: endpoint gone (410)')).toBeInTheDocument();
  expect(row.getByText('Patient checked in')).toBeInTheDocument();

  const form = within(screen.getByRole('form', { name: 'Register an endpoint' }));
  await user.type(form.getByLabelText('Endpoint URL'), 'https://finder.example.org/in');
  await user.click(form.getByRole('checkbox', { name: 'Patient called in' }));
  await user.click(form.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText(SECRET)).toBeInTheDocument();
  expect(screen.getByText(/it is shown only once/)).toBeInTheDocument();
  expect(posted['create-webhook']).toEqual([
    { url: 'https://finder.example.org/in', events: WEBHOOK_EVENTS.filter((e) => e !== 'visit.called') },
  ]);
  expect(await screen.findByText('https://finder.example.org/in')).toBeInTheDocument();
});

test('shows the delivery log with attempts and last error, and resends a delivery', async () => {
  const user = fastUser();
  const posted = fakeApi();
  showPage();
  const row = within((await screen.findByText(hook.url)).closest('tr') as HTMLElement);
  await user.click(row.getByRole('button', { name: 'Deliveries' }));
  const logRow = within((await screen.findByText('HTTP 500')).closest('tr') as HTMLElement);
  expect(logRow.getByText('Failed')).toBeInTheDocument();
  expect(logRow.getByText('8')).toBeInTheDocument();
  await user.click(logRow.getByRole('button', { name: 'Resend' }));
  await waitFor(() => expect(posted['resend-webhook-delivery']).toEqual([{ deliveryId: 'd-1' }]));

  await user.click(row.getByRole('button', { name: 'Enable' }));
  await waitFor(() => expect(posted['enable-webhook']).toEqual([{ webhookId: 'w-1' }]));
});

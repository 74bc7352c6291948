import { act, fireEvent, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { makeUser } from '../../helpers/render';
import type { Dependant, DeskPatientRow } from '../../../src/shared/patientTypes';

const url = (path: string) => `http://localhost/api${path}`;

/** The desk's staff member, and a phone-only caller registered at the desk. */
export const STAFF = makeUser({ _id: 's-1', isStaff: true, role: 'staff', name: 'Grace Staff' });
export const CALLER: DeskPatientRow = {
  _id: '00000000-0000-4000-8000-00000000d001',
  name: 'Musa Bello',
  phone: '08031234567',
  email: null,
  dateOfBirth: '1950-01-02',
  hasAccount: false,
  accountHolder: null,
  nextVisit: null,
};

export const CHILD: Dependant = {
  _id: '00000000-0000-4000-8000-00000000c001',
  name: 'Tunde Obi',
  dateOfBirth: '2018-03-05',
  relationship: 'Child',
  phone: null,
};

/**
 * The family-member calls as the server keeps them, on an in-memory list: what each call was sent
 * is recorded; `refuseRemove` answers remove-dependant with that 409 message instead.
 */
export function familyServer(start: Dependant[] = [], options: { refuseRemove?: string } = {}) {
  const members = [...start];
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path, body });
    return body;
  };
  const handlers = [
    http.get(url('/user/dependants'), () =>
      HttpResponse.json({ success: true, data: members } as JsonBodyType),
    ),
    http.post(url('/user/add-dependant'), async ({ request }) => {
      const body = await record('add', request);
      const _id = `00000000-0000-4000-8000-0000000000${String(members.length + 10)}`;
      members.push({ _id, phone: null, ...(body as Partial<Dependant>) } as Dependant);
      return HttpResponse.json(
        { success: true, message: 'Family member added', data: { _id } },
        { status: 201 },
      );
    }),
    http.post(url('/user/remove-dependant'), async ({ request }) => {
      const body = await record('remove', request);
      if (options.refuseRemove) {
        return HttpResponse.json({ success: false, message: options.refuseRemove }, { status: 409 });
      }
      members.splice(
        members.findIndex((m) => m._id === body.dependantId),
        1,
      );
      return HttpResponse.json({ success: true, message: 'Family member removed' });
    }),
  ];
  return { handlers, calls, members };
}

/** Opens the antd select whose input is `input` and picks the option titled `text`. */
export async function chooseOption(input: HTMLElement, text: string) {
  act(() => {
    fireEvent.mouseDown(input.closest('.ant-select') as HTMLElement);
  });
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${text}"]`);
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  act(() => {
    fireEvent.click(option);
  });
}

import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '../../../src/shared/schemas/reviews';

export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
export type TestUser = ReturnType<typeof fastUser>;

/** A review as the server sends it: patient and doctor populated with their names. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '00000000-0000-4000-8000-00000000e001',
    appointmentId: '00000000-0000-4000-8000-00000000a001',
    userId: { _id: 'u-1', name: 'Chiamaka Obi' },
    doctorId: { _id: '00000000-0000-4000-8000-0000000000d1', firstName: 'Abubakar', lastName: 'Yusuf' },
    rating: 4.5,
    comment: 'Kind and thorough.',
    status: 'hold',
    adminComment: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The open dropdown's options (antd renders them outside the form), by their text. */
export async function dropdownOptions(): Promise<HTMLElement[]> {
  return waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    );
    if (found.length === 0) throw new Error('no open dropdown');
    return found;
  });
}

/** Opens a select by its accessible name and picks the option with this text. */
export async function choose(user: TestUser, select: HTMLElement, text: string) {
  await user.click(select);
  const option = (await dropdownOptions()).find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  await user.click(option);
}

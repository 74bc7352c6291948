import { act, fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Types into a picker (date 'DD-MM-YYYY' or time 'HH:mm') and confirms with Enter, as a keyboard
 * user does; fireEvent because userEvent's pointer simulation costs seconds per picker in jsdom.
 */
export async function typeIntoPicker(label: string, value: string) {
  const input = await screen.findByLabelText(label);
  act(() => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
  });
  act(() => {
    fireEvent.keyDown(input, { key: 'Enter' });
  });
  await waitFor(() => expect(input).toHaveValue(value));
}

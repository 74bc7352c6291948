import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import ProfilePage from '../../../src/client/features/auth/pages/ProfilePage';
import { typeIntoPicker } from '../pickers';
import { CHILD, chooseOption, familyServer } from './fixtures';
import { wholeText } from '../../helpers/whole-text';

const PATIENT = makeUser();

async function showProfile(user = PATIENT) {
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: { token: fakeToken(user), user } },
  });
  return screen.findByRole('region', { name: 'Family members' });
}

const dialog = () => within(screen.getByRole('dialog'));

test('an empty form is refused with clear messages; a filled one adds the child to the list', async () => {
  const user = userEvent.setup();
  const family = familyServer();
  server.use(...family.handlers);
  const card = within(await showProfile());
  expect(await card.findByText(/No family members yet/)).toBeInTheDocument();

  await user.click(card.getByRole('button', { name: /Add family member/ }));
  await user.click(await screen.findByRole('button', { name: 'Add' }));
  expect(await dialog().findByText('Please enter the family member’s name')).toBeInTheDocument();
  expect(await dialog().findByText('Please select the date of birth')).toBeInTheDocument();
  expect(dialog().getByText(/Please choose the relationship/)).toBeInTheDocument();
  expect(family.calls).toEqual([]);

  await user.type(dialog().getByLabelText('Full Name'), 'Tunde Obi');
  await typeIntoPicker('Date of Birth', '05-03-2018');
  await chooseOption(dialog().getByLabelText('Relationship'), 'Child');
  await user.type(dialog().getByLabelText('Phone Number (optional)'), '12');
  await user.click(dialog().getByRole('button', { name: 'Add' }));
  expect(await dialog().findByText('Please enter a valid phone number')).toBeInTheDocument();
  expect(family.calls).toEqual([]);

  await user.clear(dialog().getByLabelText('Phone Number (optional)'));
  await user.click(dialog().getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Family member added')).toBeInTheDocument();
  expect(family.calls).toEqual([
    { path: 'add', body: { name: 'Tunde Obi', dateOfBirth: '2018-03-05', relationship: 'Child' } },
  ]);
  expect(await card.findByText('Tunde Obi')).toBeInTheDocument();
  expect(card.getByText(wholeText('Child · born 05-03-2018'))).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('on a phone a date of birth is typed as its eight digits, from the digits keyboard it asks for', async () => {
  const user = userEvent.setup();
  const family = familyServer();
  server.use(...family.handlers);
  const card = within(await showProfile());
  await user.click(await card.findByRole('button', { name: /Add family member/ }));
  await screen.findByRole('dialog');
  const birth = dialog().getByLabelText('Date of Birth');
  expect(birth).toHaveAttribute('inputmode', 'numeric');
  expect(dialog().getByLabelText('Phone Number (optional)')).toHaveAttribute('inputmode', 'tel');

  await user.type(dialog().getByLabelText('Full Name'), 'Tunde Obi');
  fireEvent.focus(birth);
  fireEvent.change(birth, { target: { value: '05032018' } });
  fireEvent.keyDown(birth, { key: 'Enter' });
  // the picker shows the day it read in its own form
  await waitFor(() => expect(birth).toHaveValue('05-03-2018'));
  await chooseOption(dialog().getByLabelText('Relationship'), 'Child');
  await user.click(dialog().getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Family member added')).toBeInTheDocument();
  expect(family.calls).toEqual([
    { path: 'add', body: { name: 'Tunde Obi', dateOfBirth: '2018-03-05', relationship: 'Child' } },
  ]);
});

test('Remove asks first; a refusal is toasted and the member stays, a confirmed removal empties the list', async () => {
  // The second confirm opens while the first one's popover is still fading out; antd holds
  // `pointer-events: none` on a popover in motion, which a person never notices but user-event refuses.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const refusal = 'This family member has a pending or approved appointment. Cancel it before removing them.';
  const refusing = familyServer([CHILD], { refuseRemove: refusal });
  server.use(...refusing.handlers);
  const card = within(await showProfile());
  await card.findByText('Tunde Obi');

  fireEvent.click(card.getByRole('button', { name: 'Remove Tunde Obi' }));
  expect(await screen.findByText('Remove Tunde Obi?')).toBeInTheDocument();
  expect(refusing.calls).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(card.getByText('Tunde Obi')).toBeInTheDocument();

  const family = familyServer([CHILD]);
  server.use(...family.handlers);
  fireEvent.click(card.getByRole('button', { name: 'Remove Tunde Obi' }));
  const confirms = await screen.findAllByRole('button', { name: 'Yes, remove' });
  await user.click(confirms[confirms.length - 1]);
  expect(await screen.findByText('Family member removed')).toBeInTheDocument();
  expect(family.calls).toEqual([{ path: 'remove', body: { dependantId: CHILD._id } }]);
  expect(await card.findByText(/No family members yet/)).toBeInTheDocument();
});

test('staff see no family members on their profile', async () => {
  const staff = makeUser({ _id: 's-1', isStaff: true, role: 'staff' });
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { session: { token: fakeToken(staff), user: staff } },
  });
  expect(await screen.findByText('E-mail me about my appointments')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Family members' })).not.toBeInTheDocument();
});

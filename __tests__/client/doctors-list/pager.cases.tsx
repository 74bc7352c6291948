import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Pager, { visiblePages } from '../../../src/client/components/Pager';

test('few pages are all shown; many show the ends and the neighbours of the current one', () => {
  expect(visiblePages(1, 2)).toEqual([1, 2]);
  expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(visiblePages(1, 50)).toEqual([1, 2, 'gap', 50]);
  expect(visiblePages(25, 50)).toEqual([1, 'gap', 24, 25, 26, 'gap', 50]);
  expect(visiblePages(3, 50)).toEqual([1, 2, 3, 4, 'gap', 50]);
  expect(visiblePages(50, 50)).toEqual([1, 'gap', 49, 50]);
});

test('300 doctors six a page: page 25 of 50 is marked current, and the arrows and numbers move', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Pager label="Doctors pages" current={25} pageSize={6} total={300} onChange={onChange} />);
  const nav = screen.getByRole('navigation', { name: 'Doctors pages' });
  expect(nav).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
    '1',
    '24',
    '25',
    '26',
    '50',
  ]);
  expect(screen.getByRole('button', { name: 'Page 25' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 24' })).not.toHaveAttribute('aria-current');

  await user.click(screen.getByRole('button', { name: 'Next Page' }));
  await user.click(screen.getByRole('button', { name: 'Previous Page' }));
  await user.click(screen.getByRole('button', { name: 'Page 50' }));
  expect(onChange.mock.calls).toEqual([[26], [24], [50]]);
});

test('the arrows stop at the ends', () => {
  const { rerender } = render(<Pager label="p" current={1} pageSize={6} total={8} onChange={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next Page' })).toBeEnabled();
  rerender(<Pager label="p" current={2} pageSize={6} total={8} onChange={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Next Page' })).toBeDisabled();
});

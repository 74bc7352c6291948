import { screen, within } from '@testing-library/react';

/**
 * Shared looks at a server-paged antd table in client tests (people, doctors, reviews). antd tables
 * are heavy in jsdom: queries are scoped to a row or the toolbar to stay quick.
 */

/** The first cell of each body row of the page's (first) table, top to bottom. */
export function rowNames() {
  const [table] = screen.getAllByRole('table');
  const rows = table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]');
  return Array.from(rows, (row) => row.cells[0]?.textContent);
}

export const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
export const toolbar = () => within(screen.getByRole('search'));

/** A query string the page sent, as an object (easier to compare). */
export const asked = (query: URLSearchParams | undefined) => Object.fromEntries(query ?? []);

/** Several keystrokes reached the server as one search, with the whole text. */
export function searchedOnce(queries: URLSearchParams[], text: string) {
  expect(queries.filter((q) => q.has('search')).map((q) => q.get('search'))).toEqual([text]);
}

/** Opens a column's filter menu, ticks these values and confirms. */
export async function filterColumn(
  user: { click: (element: Element) => Promise<void> },
  column: RegExp,
  values: string[],
) {
  const header = screen.getByRole('columnheader', { name: column });
  await user.click(header.querySelector('.ant-table-filter-trigger') as HTMLElement);
  const menu = within(await screen.findByRole('menu'));
  for (const value of values) await user.click(menu.getByText(value));
  const dropdown = menu.getAllByRole('menuitem')[0].closest('.ant-table-filter-dropdown') as HTMLElement;
  await user.click(within(dropdown).getByRole('button', { name: 'OK' }));
}

import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useListParams } from '../../src/client/lib/searchParams/useListParams';
import { SEARCH_DEBOUNCE_MS } from '../../src/client/lib/searchParams/useTypedParam';

const atPath = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/admin/appointments-admin?sort=patient&order=asc']}>
    {children}
  </MemoryRouter>
);

test('two changes in one render cycle both reach the URL (a search landing as a filter is picked)', () => {
  const { result } = renderHook(() => ({ list: useListParams({ pageSize: 10 }), at: useLocation() }), {
    wrapper: atPath,
  });

  act(() => {
    result.current.list.setFilter('status', ['pending']);
    result.current.list.setFilter('service', ['Dermatology', 'Cardiology']);
  });

  const query = new URLSearchParams(result.current.at.search);
  expect(Object.fromEntries(query)).toEqual({
    sort: 'patient',
    order: 'asc',
    status: 'pending',
    service: 'Dermatology,Cardiology',
  });
  expect(result.current.list.query).toMatchObject({
    status: ['pending'],
    service: ['Dermatology', 'Cardiology'],
  });
});

describe('the search box: its text at once, the URL after a pause', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderList = () =>
    renderHook(() => ({ list: useListParams({ pageSize: 10 }), at: useLocation(), go: useNavigate() }), {
      wrapper: atPath,
    }).result;
  type List = ReturnType<typeof renderList>;
  /** One key at a time, each added to what the box shows, as the input's change event does. */
  const typeKeys = (result: List, keys: string) => {
    for (const key of keys)
      act(() => result.current.list.setSearchText(result.current.list.searchText + key));
  };
  const pause = () => act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  const searchInUrl = (result: List) => new URLSearchParams(result.current.at.search).get('search');

  test('a pause after a space keeps the space: the URL gets the name trimmed, the box keeps what was typed', () => {
    const result = renderList();
    typeKeys(result, 'Ngozi ');
    pause();
    expect(searchInUrl(result)).toBe('Ngozi');
    expect(result.current.list.searchText).toBe('Ngozi ');
    typeKeys(result, 'Eze');
    pause();
    expect(searchInUrl(result)).toBe('Ngozi Eze');
    expect(result.current.list.searchText).toBe('Ngozi Eze');
  });

  test('a key pressed while the sent text is on its way to the URL is kept (a busy desk computer)', () => {
    const result = renderList();
    typeKeys(result, 'Ngo');
    act(() => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      result.current.list.setSearchText(`${result.current.list.searchText}z`);
    });
    expect(searchInUrl(result)).toBe('Ngo');
    expect(result.current.list.searchText).toBe('Ngoz');
    typeKeys(result, 'i');
    pause();
    expect(searchInUrl(result)).toBe('Ngozi');
    expect(result.current.list.searchText).toBe('Ngozi');
  });

  test('Back and Forward still show their search in the box', () => {
    const result = renderList();
    typeKeys(result, 'Ngozi');
    pause();
    typeKeys(result, ' Eze');
    pause();
    act(() => void result.current.go(-1));
    expect(result.current.list.searchText).toBe('Ngozi');
    act(() => void result.current.go(1));
    expect(result.current.list.searchText).toBe('Ngozi Eze');
  });
});

import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListParams } from '../../src/client/components/useListParams';

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

import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

interface Row {
  id: string;
  name: string;
  status: string;
}

/** One RTK Query slice with a mutation and a query: the least any page of the app carries. */
export const probeApi = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    login: build.mutation<{ token: string }, { email: string; password: string }>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
    }),
    list: build.query<Row[], void>({ query: () => '/admin/get-all-appointments' }),
  }),
});

export const probeStore = configureStore({
  reducer: { [probeApi.reducerPath]: probeApi.reducer },
  middleware: (defaults) => defaults().concat(probeApi.middleware),
});

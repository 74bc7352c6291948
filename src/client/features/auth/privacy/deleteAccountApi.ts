import { api } from '../../../lib/api/api';
import type { Envelope } from '../../../../shared/types';
import type { DeleteAccountInput } from '../../../../shared/schemas/dataRights';

/** The signed-in patient's erasure of their own account. */
const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<Envelope<{ cancelled: number }>, DeleteAccountInput>({
      query: (body) => ({ url: '/user/delete-account', method: 'POST', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;

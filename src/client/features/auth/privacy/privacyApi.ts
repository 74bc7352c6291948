import { api } from '../../../lib/api/api';

/** A file the server hands over: its bytes and the name it proposes. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/**
 * The signed-in person's copy of their data. A file, not an envelope: the answer's bytes are read as
 * they came (a refusal is the usual envelope, read as JSON). RTK Query keeps no copy of it.
 */
const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadMyData: build.mutation<DownloadedFile, void>({
      query: () => ({
        url: '/user/my-data',
        responseHandler: async (response) => (response.ok ? response.blob() : response.json()),
      }),
      transformResponse: (blob: Blob, meta: { response?: Response } | undefined) => ({
        blob,
        fileName:
          FILE_NAME.exec(meta?.response?.headers.get('content-disposition') ?? '')?.[1] ??
          'clinicbook-data.json',
      }),
    }),
  }),
});

export const { useDownloadMyDataMutation } = privacyApi;

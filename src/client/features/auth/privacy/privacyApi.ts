import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../../lib/api/api';
import { registerQueryErrorTexts } from '../../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../../lib/api/pagedList';
import type { Envelope } from '../../../../shared/types';
import type { ConsentEvent, PrivacyNotice } from '../../../../shared/answers/privacy';

const eventsAdapter = createEntityAdapter({ selectId: (event: ConsentEvent) => event._id });

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
    /** The privacy notice in force (anyone may read it: the sign-up screens show it), or null. */
    getPrivacyNotice: build.query<PrivacyNotice | null, void>({
      query: () => '/privacy-notice',
      transformResponse: (response: Envelope<PrivacyNotice | null>) => response.data ?? null,
      providesTags: [{ type: 'PrivacyNotice', id: 'CURRENT' }],
    }),
    /** The signed-in person's consents given and withdrawn, newest first, a page at a time. */
    getConsentEvents: build.query<Page<ConsentEvent>, ListArgs>({
      query: pagedRequest('/user/consent-events'),
      transformResponse: toPage(eventsAdapter),
      providesTags: pageTags('ConsentEvent'),
    }),
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

const messages = defineMessages({
  noticeFailed: { id: 'auth.privacy.noticeFailed', defaultMessage: 'Failed to fetch the privacy notice' },
  eventsFailed: { id: 'auth.consents.eventsFailed', defaultMessage: 'Failed to fetch your consent history' },
});

registerQueryErrorTexts({ getPrivacyNotice: messages.noticeFailed, getConsentEvents: messages.eventsFailed });

export const { useDownloadMyDataMutation, useGetPrivacyNoticeQuery, useGetConsentEventsQuery } = privacyApi;

import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Envelope } from '../../../shared/types';
import type { PublishNoticeInput } from '../../../shared/schemas/privacy';
import type { PrivacyNotice } from '../../../shared/answers/privacy';

const noticesAdapter = createEntityAdapter({ selectId: (notice: PrivacyNotice) => String(notice.version) });

/** The clinic's privacy notice: its versions a page at a time, and the next one published by an admin. */
const privacyNoticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyNotices: build.query<Page<PrivacyNotice>, ListArgs>({
      query: pagedRequest('/admin/privacy-notices'),
      transformResponse: toPage(noticesAdapter),
      providesTags: pageTags('PrivacyNotice'),
    }),
    // a new version is the one in force: everyone is asked to accept it at their next sign-in
    publishPrivacyNotice: build.mutation<Envelope<{ version: number }>, PublishNoticeInput>({
      query: (body) => ({ url: '/admin/publish-privacy-notice', method: 'POST', body }),
      invalidatesTags: [
        { type: 'PrivacyNotice', id: 'LIST' },
        { type: 'PrivacyNotice', id: 'CURRENT' },
      ],
    }),
  }),
});

const messages = defineMessages({
  fetchFailed: {
    id: 'privacyNotices.api.fetchFailed',
    defaultMessage: 'Failed to fetch the privacy notices',
  },
});

registerQueryErrorTexts({ getPrivacyNotices: messages.fetchFailed });

export const { useGetPrivacyNoticesQuery, usePublishPrivacyNoticeMutation } = privacyNoticesApi;

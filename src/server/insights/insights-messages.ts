import { defineMessages } from '@formatjs/intl';

/** Insights' replies: ids `server.insights.*`, translated in src/locales/<language>/server/server.json. */
export const INSIGHTS_TEXT = defineMessages({
  ownVisitsOnly: {
    id: 'server.insights.ownVisitsOnly',
    defaultMessage: 'You can only see insights on your own visits',
  },
  /** the 503 while the figures are being counted in the background; `percent` counted so far */
  preparing: {
    id: 'server.insights.preparing',
    defaultMessage:
      'The figures are being counted after an update ({percent}% done). They will appear here when the count is finished.',
  },
});

/** The cancellation-notice histogram's bars (by=cancel-notice), by their keys in CANCEL_NOTICE_BUCKETS. */
export const CANCEL_NOTICE_TEXT = defineMessages({
  after: { id: 'server.insights.noticeAfter', defaultMessage: 'After the visit time' },
  'under-2h': { id: 'server.insights.noticeUnder2h', defaultMessage: 'Under 2 hours' },
  '2-24h': { id: 'server.insights.notice2to24h', defaultMessage: '2 to 24 hours' },
  '1-3d': { id: 'server.insights.notice1to3d', defaultMessage: '1 to 3 days' },
  '3-7d': { id: 'server.insights.notice3to7d', defaultMessage: '3 to 7 days' },
  '7d+': { id: 'server.insights.notice7dPlus', defaultMessage: 'A week or more' },
});

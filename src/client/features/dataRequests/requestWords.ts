import { defineMessages } from 'react-intl';
import type { DataRequestKind } from '../../../shared/schemas/dataRights';

/** The kinds of request, as the page says them. */
export const KIND_TEXT = defineMessages<DataRequestKind>({
  copy: { id: 'dataRequests.kind.copy', defaultMessage: 'Copy of their data' },
  deletion: { id: 'dataRequests.kind.deletion', defaultMessage: 'Deletion' },
  correction: { id: 'dataRequests.kind.correction', defaultMessage: 'Correction' },
});

/** What was done, for a request answered the moment it was made (no words written by anyone). */
export const ANSWERED_TEXT = defineMessages<DataRequestKind>({
  copy: { id: 'dataRequests.answered.copy', defaultMessage: 'Copy handed over at once' },
  deletion: {
    id: 'dataRequests.answered.deletion',
    defaultMessage: 'Account erased; future visits cancelled',
  },
  correction: { id: 'dataRequests.answered.correction', defaultMessage: 'Corrected' },
});

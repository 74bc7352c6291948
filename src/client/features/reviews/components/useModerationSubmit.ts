import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';

/**
 * A moderation dialog's submit: the server's words (or `done`) as a success toast and the dialog
 * closed, or the server's refusal (or `failure`) as an error toast with the dialog left open.
 */
export function useModerationSubmit(
  words: { done: MessageDescriptor; failure: MessageDescriptor },
  onClose: () => void,
) {
  const intl = useIntl();
  const message = useMessage();
  return async (call: () => Promise<{ message?: string }>) => {
    try {
      const response = await call();
      void message.success(response.message ?? intl.formatMessage(words.done));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, intl.formatMessage(words.failure)));
    }
  };
}

import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useCallNextMutation } from '../todayApi';

const messages = defineMessages({
  nobodyWaiting: { id: 'today.callNext.nobodyWaiting', defaultMessage: 'No patient is waiting' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  nowServing: defineMessage<{ number: string }>({
    id: 'today.callNext.nowServing',
    defaultMessage: 'Now serving {number}',
  }),
};

/**
 * Call next for a doctor: the server picks the patient (priority first, then arrival). `finishFirst`
 * names the visit in the room, finished first; without it the server refuses while someone is in
 * the room. A refusal (409: nobody waiting, someone still in the room) is news, not an error, and is
 * shown as such; the day is read again, so the screen shows why.
 */
export function useCallNext(doctorId: string | undefined) {
  const message = useMessage();
  const intl = useIntl();
  const [callNext, { isLoading }] = useCallNextMutation();
  const call = async (finishFirst?: string) => {
    if (!doctorId) return;
    try {
      const answer = await callNext(finishFirst ? { doctorId, finishFirst } : { doctorId }).unwrap();
      void message.success(
        intl.formatMessage(named.nowServing, { number: answer.data?.queueNumber ?? '' }).trim(),
      );
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 409) void message.info(errorMessage(error, intl.formatMessage(messages.nobodyWaiting)));
      else void message.error(errorMessage(error));
    }
  };
  return { call, calling: isLoading };
}

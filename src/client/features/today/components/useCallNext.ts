import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { useCallNextMutation } from '../todayApi';

/**
 * Call next for a doctor: the server picks the patient (priority first, then arrival). An empty
 * queue (409 'No patient is waiting') is news, not an error, and is shown as such.
 */
export function useCallNext(doctorId: string | undefined) {
  const message = useMessage();
  const [callNext, { isLoading }] = useCallNextMutation();
  const call = async () => {
    if (!doctorId) return;
    try {
      const answer = await callNext(doctorId).unwrap();
      void message.success(`Now serving ${answer.data?.queueNumber ?? ''}`.trim());
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 409) void message.info(errorMessage(error, 'No patient is waiting'));
      else void message.error(errorMessage(error));
    }
  };
  return { call, calling: isLoading };
}

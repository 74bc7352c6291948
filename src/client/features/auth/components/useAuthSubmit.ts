import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api/api';
import type { Envelope } from '../../../../shared/types';
import { useMessage } from '../../../lib/toasts/messages';

type Trigger<A> = (arg: A) => { unwrap: () => Promise<Envelope<unknown>> };

interface Handlers<A> {
  onSuccess: (answer: Envelope<unknown>, arg: A) => void;
  /** Runs after the failure toast (the server's message or 'Something went wrong'). */
  onFailure?: (error: unknown, arg: A) => void;
}

/** Sends a sign-in call and toasts the server's answer (a refusal as an error), then hands the outcome on. */
export function useAuthSubmit<A>(trigger: Trigger<A>, { onSuccess, onFailure }: Handlers<A>) {
  const message = useMessage();
  return useCallback(
    async (arg: A) => {
      let answer: Envelope<unknown>;
      try {
        answer = await trigger(arg).unwrap();
      } catch (error) {
        // a second step is not a failure (the authenticator code)
        const nextStep = (error as { data?: { mfaRequired?: boolean } } | undefined)?.data?.mfaRequired;
        void (nextStep ? message.info(errorMessage(error)) : message.error(errorMessage(error)));
        onFailure?.(error, arg);
        return;
      }
      if (answer.message) void message.success(answer.message);
      onSuccess(answer, arg);
    },
    [trigger, message, onSuccess, onFailure],
  );
}

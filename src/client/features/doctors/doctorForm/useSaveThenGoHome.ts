import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';

/**
 * The doctor forms' ending: run the save, toast the server's message (or the given
 * text), then go to /; a failure toasts the server's message or the given failure text and stays.
 */
export function useSaveThenGoHome() {
  const message = useMessage();
  const navigate = useNavigate();
  return async (save: () => Promise<{ message?: string }>, success: string, failure?: string) => {
    try {
      const response = await save();
      void message.success(response.message ?? success);
      navigate('/');
    } catch (error) {
      void message.error(errorMessage(error, failure));
    }
  };
}

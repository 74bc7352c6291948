import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from outside React (the query-error middleware) go through the app's message
 * instance, registered by <MessageProvider> once it is mounted.
 */
let messageApi: MessageInstance | null = null;

export function registerMessageApi(instance: MessageInstance | null): void {
  messageApi = instance;
}

export const toast = {
  success: (text: string) => void messageApi?.success(text),
  error: (text: string) => void messageApi?.error(text),
  info: (text: string) => void messageApi?.info(text),
};

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { message } from 'antd';
// antd's `theme` object would also bring its dark and compact algorithms to every page
import { useToken } from 'antd/es/theme/internal';
import type { MessageInstance } from 'antd/es/message/interface';
import { registerMessageApi } from './notifier';

const MessageContext = createContext<MessageInstance | null>(null);

/**
 * Toasts (top-centre, at most three) and antd's base text style for the app. Lighter than antd's
 * <App>, which also brings the modal and notification machinery into the first download.
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [messageApi, holder] = message.useMessage({ top: 16, maxCount: 3 });
  const [, token] = useToken();
  useEffect(() => {
    registerMessageApi(messageApi);
    return () => registerMessageApi(null);
  }, [messageApi]);
  return (
    <MessageContext.Provider value={messageApi}>
      {holder}
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {children}
      </div>
    </MessageContext.Provider>
  );
}

/** The toast instance, themed with the app (antd's static `message` is not). */
export function useMessage(): MessageInstance {
  const messageApi = useContext(MessageContext);
  if (!messageApi) throw new Error('useMessage needs <MessageProvider> above it');
  return messageApi;
}

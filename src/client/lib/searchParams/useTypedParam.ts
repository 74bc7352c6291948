import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long typing must pause before a typed filter reaches the URL and the server: long enough to
 * skip the keystrokes of a name typed at speed (about 150 ms apart), short enough that the rows
 * follow within the desk's 400 ms (the bench's keystroke row measured 468 ms at 300).
 */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * A filter typed into a box and kept in the URL: the box shows the text at once, `send` puts it in
 * the URL once typing pauses, and when the URL changes under the box (Back, a link) the box follows
 * (React's "adjust state on a prop change", not an effect that would draw the old text once more).
 * The URL arriving at a text this box sent (trimmed, as callers keep it) is no such change: the box
 * keeps what was typed meanwhile, so 'Ngozi ', a pause, then 'Eze' stays 'Ngozi Eze', and a key
 * pressed while the URL was being drawn is not lost. Leaving the page drops a text not yet sent, so
 * it cannot land in the next page's URL.
 */
export function useTypedParam(inUrl: string, send: (text: string) => void) {
  const [text, setTextNow] = useState(inUrl);
  const [shownUrl, setShownUrl] = useState(inUrl);
  /** Texts sent whose URL has not been drawn yet, oldest first. */
  const [sending, setSending] = useState<readonly string[]>([]);
  if (shownUrl !== inUrl) {
    setShownUrl(inUrl);
    const own = sending.findIndex((sent) => inUrl === sent || inUrl === sent.trim());
    if (own === -1) {
      setTextNow(inUrl);
      setSending([]);
    } else {
      setSending(sending.slice(own + 1));
    }
  }
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sendRef = useRef(send);
  const urlRef = useRef(inUrl);
  useEffect(() => {
    sendRef.current = send;
    urlRef.current = inUrl;
  });
  const { pathname } = useLocation();
  useEffect(() => () => clearTimeout(pending.current), [pathname]);
  const setText = useCallback((next: string) => {
    setTextNow(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      // a text the URL already holds changes nothing there, so no echo will come back for it
      if (next !== urlRef.current && next.trim() !== urlRef.current) setSending((s) => [...s, next]);
      sendRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  /** Empties the box and forgets a text not yet sent (the caller clears the URL). */
  const cancel = useCallback(() => {
    clearTimeout(pending.current);
    setTextNow('');
    setSending([]);
  }, []);
  return { text, setText, cancel };
}

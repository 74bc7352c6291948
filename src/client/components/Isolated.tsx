import type { ReactNode } from 'react';

/**
 * Names, phone numbers and dates are data, not the page's words: shown inside a sentence of another
 * direction (a Latin name in Arabic, an Arabic name in English) they keep their own direction and do
 * not pull the words or punctuation around them into theirs. Without that, '+234 802…' shows its '+'
 * at the far end inside Arabic text, and a Latin name cut with an ellipsis loses its start
 * ('…seun Adebayo') because the cut follows the page's direction rather than the name's.
 */

interface IsolatedProps {
  text: ReactNode;
  /** A phone number is dialled left to right whatever its neighbours; other texts take their first letter's direction. */
  ltr?: boolean;
  /** On one line: a phone number or a date breaks nowhere ('07-12-2026' never as '07-' / '12-2026'). */
  whole?: boolean;
  /** One line cut with '…' at the text's own end (the name's end, in either direction). */
  cut?: boolean;
  className?: string;
}

/** `text` isolated in markup: <bdi> with its own direction, optionally on one line or cut at its end. */
export default function Isolated({
  text,
  ltr = false,
  whole = false,
  cut = false,
  className,
}: IsolatedProps) {
  const classes = [cut ? 'cut-text' : whole && 'isolated-whole', className].filter(Boolean).join(' ');
  return (
    <bdi dir={ltr ? 'ltr' : 'auto'} className={classes || undefined}>
      {text}
    </bdi>
  );
}

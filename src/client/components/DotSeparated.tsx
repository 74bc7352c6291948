import { Fragment, type ReactNode } from 'react';
import Isolated from './Isolated';

/** A middle dot between facts: punctuation, the same in every language. */
const SEPARATOR = ' · ';

/**
 * Facts about one person on one line, 'Child · born 03-04-2019 · +234 802 000 0017': each fact
 * isolated, so a phone number or an e-mail keeps its own direction beside Arabic words. Empty facts
 * are left out; a phone number comes as its <PhoneNumber>.
 */
export default function DotSeparated({ parts }: { parts: ReactNode[] }) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '');
  return (
    <>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && SEPARATOR}
          {typeof part === 'string' ? <Isolated text={part} /> : part}
        </Fragment>
      ))}
    </>
  );
}

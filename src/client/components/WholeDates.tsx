import Isolated from './Isolated';

/** A DD-MM-YYYY date inside a text. */
const DATE = /(\d{2}-\d{2}-\d{4})/;

/**
 * A text whose DD-MM-YYYY dates stay on one line: Chromium breaks '19-12-2026' after a hyphen in a
 * narrow cell ('Requested: 19-12-' above '2026 14:15'). The text may still wrap between its words.
 */
export default function WholeDates({ text }: { text: string }) {
  return (
    <>{text.split(DATE).map((part, i) => (i % 2 === 1 ? <Isolated key={i} text={part} whole /> : part))}</>
  );
}

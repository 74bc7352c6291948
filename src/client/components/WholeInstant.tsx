import { instantText } from '../lib/clinicTime/instantText';

/** 'DD-MM-YYYY HH:mm' (instantText) inside a sentence, kept on one line: a date is not cut at its hyphens. */
export default function WholeInstant({ iso }: { iso: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{instantText(iso)}</span>;
}

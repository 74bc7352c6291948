import Isolated from './Isolated';

/**
 * A phone number as dialled: left to right in every language. In Arabic the page runs right to left,
 * and a bare '+234 802 000 0017' would show its digit groups in the wrong order. It keeps to one line,
 * unless `breakable`: then, in a column too narrow for a long foreign number, it goes on to a second
 * line rather than run over the next cell.
 */
export default function PhoneNumber({ phone, breakable = false }: { phone: string; breakable?: boolean }) {
  return (
    <Isolated text={phone} ltr whole={!breakable} className={breakable ? 'breakable-anywhere' : undefined} />
  );
}

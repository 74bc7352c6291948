import Isolated from './Isolated';

/**
 * A phone number as dialled: left to right and on one line in every language. In Arabic the page
 * runs right to left, and a bare '+234 802 000 0017' would show its digit groups in the wrong order.
 */
export default function PhoneNumber({ phone }: { phone: string }) {
  return <Isolated text={phone} ltr whole />;
}

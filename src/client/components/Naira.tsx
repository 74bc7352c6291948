import { useIntl } from 'react-intl';

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount of naira as the product shows it: '₦15,000'. The server sends fees as numbers,
 * older records as text; anything that is not a number shows as '₦—'. `format` writes the number
 * (by default as in English; <Naira> passes the language on screen's).
 */
export function formatNaira(
  amount: number | string | null | undefined,
  format: (value: number) => string = amountFormat.format,
): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? `₦${format(value)}` : '₦—';
}

/** An amount of naira in running text or a table cell, its number as the language on screen writes it. */
export default function Naira({ amount }: { amount: number | string | null | undefined }) {
  const intl = useIntl();
  const text = formatNaira(amount, (value) => intl.formatNumber(value, { maximumFractionDigits: 2 }));
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
}

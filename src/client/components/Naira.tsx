const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount of naira as the product shows it (spec 9): '₦15,000'. The server sends fees as numbers,
 * older records as text; anything that is not a number shows as '₦—'.
 */
export function formatNaira(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? `₦${amountFormat.format(value)}` : '₦—';
}

/** An amount of naira in running text or a table cell. */
export default function Naira({ amount }: { amount: number | string | null | undefined }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatNaira(amount)}</span>;
}

/** antd draws a table's empty text in #bfbfbf (1.8:1 on white); this grey reads at 7:1. */
export const EMPTY_TEXT_COLOR = '#595959';

/** What a table still waiting for its answer shows: a space, which keeps the row's height. */
const NOTHING_YET = ' ';

/**
 * A table's empty state, e.g.
 * `locale={{ emptyText: <TableEmpty text="No doctors found" pending={isFetching} /> }}`: remote paging
 * shows empty and loading states more often. While an answer is awaited it says nothing yet, so a
 * list still loading never claims to be empty.
 */
export default function TableEmpty({ text, pending = false }: { text: string; pending?: boolean }) {
  return <span style={{ color: EMPTY_TEXT_COLOR }}>{pending ? NOTHING_YET : text}</span>;
}

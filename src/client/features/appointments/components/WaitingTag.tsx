import { Tag, Tooltip } from 'antd';

/**
 * 'N waiting' under a row's date when patients queue for a place on that clinic date (issue 14): on
 * a line of its own, so the column keeps its width.
 */
export default function WaitingTag({ count = 0 }: { count?: number }) {
  if (count <= 0) return null;
  const people = count === 1 ? '1 patient is' : `${count} patients are`;
  return (
    <Tooltip title={`${people} waiting for a place on this date`}>
      <Tag color="purple" style={{ display: 'table', marginTop: 4, marginInlineEnd: 0 }}>
        {count} waiting
      </Tag>
    </Tooltip>
  );
}

import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { Button, Flex } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useAppIntl } from '../lib/useAppIntl';

const messages = defineMessages({
  previous: { id: 'common.pager.previous', defaultMessage: 'Previous Page' },
  next: { id: 'common.pager.next', defaultMessage: 'Next Page' },
});

/** Where pages are left out: a picture (hidden from screen readers), not words. */
const GAP = '•••';

/** Every page when there are few; else the first, the last and the neighbours of the current one. */
export function visiblePages(current: number, pages: number): Array<number | 'gap'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages, current - 1, current, current + 1]);
  const sorted = [...shown].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

/** The previous or next arrow. */
function StepItem(props: { label: string; icon: ReactNode; disabled: boolean; onClick: () => void }) {
  return (
    <li>
      <Button
        type="text"
        icon={props.icon}
        title={props.label}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </li>
  );
}

/**
 * Page buttons for a list shown a page at a time, with no page-size choice. antd's Pagination
 * always brings its page-size select (about 20 KB gz), which a patient's home does not need.
 */
export default function Pager({
  current,
  pageSize,
  total,
  onChange,
  label,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const intl = useAppIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label}>
      <Flex
        component="ul"
        justify="center"
        align="center"
        gap={4}
        wrap
        style={{ listStyle: 'none', padding: 0 }}
      >
        <StepItem
          label={intl.formatMessage(messages.previous)}
          icon={<LeftOutlined />}
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
        />
        {visiblePages(current, pages).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden style={{ padding: '0 4px' }}>
              {GAP}
            </li>
          ) : (
            <li key={page}>
              <Button
                title={String(page)}
                aria-label={intl.formatMessage(
                  { id: 'common.pager.page', defaultMessage: 'Page {page}' },
                  { page },
                )}
                aria-current={page === current ? 'page' : undefined}
                color="primary"
                variant={page === current ? 'outlined' : 'text'}
                onClick={() => onChange(page)}
              >
                {page}
              </Button>
            </li>
          ),
        )}
        <StepItem
          label={intl.formatMessage(messages.next)}
          icon={<RightOutlined />}
          disabled={current >= pages}
          onClick={() => onChange(current + 1)}
        />
      </Flex>
    </nav>
  );
}

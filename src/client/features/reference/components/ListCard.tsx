import { useId, type ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Skeleton, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import Panel from '../../../components/Panel';

interface ListCardProps {
  /** 'Existing locations'; the count follows it. */
  title: string;
  count: number;
  isLoading: boolean;
  /** What to say when the list could not be read; nothing when it was. */
  errorText?: string;
  errorDetail?: string;
  onRetry: () => void;
  emptyText: string;
  /** A search box or other controls above the entries. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The card beside a reference form: the entries already stored, with loading, empty and error states. */
export default function ListCard(props: ListCardProps) {
  const { title, count, isLoading, errorText, errorDetail, onRetry, emptyText, toolbar, children } = props;
  const headingId = useId();
  const intl = useIntl();
  let body: ReactNode = children;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (errorText) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText}
        description={errorDetail}
        action={
          <Button size="small" onClick={onRetry}>
            <FormattedMessage id="reference.listCard.retry" defaultMessage="Retry" />
          </Button>
        }
      />
    );
  } else if (count === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;

  return (
    <Panel
      role="region"
      aria-labelledby={headingId}
      aria-busy={isLoading}
      title={
        <span id={headingId}>
          {title} {!isLoading && !errorText && <Tag>{intl.formatNumber(count)}</Tag>}
        </span>
      }
    >
      {toolbar}
      {body}
    </Panel>
  );
}

/** Entries as a wrapping cloud of tags, announced as a list. */
export function EntryTags({ items }: { items: string[] }) {
  return (
    <Flex component="ul" wrap gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item}>
          <Tag style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>{item}</Tag>
        </li>
      ))}
    </Flex>
  );
}

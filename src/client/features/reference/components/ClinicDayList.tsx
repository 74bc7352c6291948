import { useMemo, useState } from 'react';
import { Input } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { CATEGORY_NAME, clinicDaysError, groupClinicDays } from '../clinicDays';
import ListCard, { EntryTags } from './ListCard';
import { clinicDayText } from '../../../lib/clinicTime/clinicDayText';

interface ClinicDayListProps {
  names: string[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

const messages = defineMessages({
  title: { id: 'reference.clinicDayList.title', defaultMessage: 'Existing clinic days' },
  empty: { id: 'reference.clinicDayList.empty', defaultMessage: 'No clinic days yet' },
  search: { id: 'reference.clinicDayList.search', defaultMessage: 'Search clinic days' },
});

/** The clinic days already stored, grouped by category and searchable (32 are seeded). */
export default function ClinicDayList({ names, isLoading, error, onRetry }: ClinicDayListProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const groups = useMemo(
    () => groupClinicDays(names, search, (name) => clinicDayText(intl, name)),
    [names, search, intl],
  );
  const errorText = error ? intl.formatMessage(clinicDaysError(error)) : undefined;
  const detail = error ? errorMessage(error, '') : '';

  return (
    <ListCard
      title={intl.formatMessage(messages.title)}
      count={names.length}
      isLoading={isLoading}
      errorText={errorText}
      errorDetail={detail && detail !== errorText ? detail : undefined}
      onRetry={onRetry}
      emptyText={intl.formatMessage(messages.empty)}
      toolbar={
        names.length > 0 && (
          <Input.Search
            aria-label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.search)}
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ marginBottom: 16 }}
          />
        )
      }
    >
      {groups.length === 0 && (
        <Typography.Text type="secondary">
          <FormattedMessage
            id="reference.clinicDayList.noMatch"
            defaultMessage="No clinic day matches “{search}”."
            values={{ search }}
          />
        </Typography.Text>
      )}
      {groups.map((group) => (
        <section
          key={group.category}
          aria-label={intl.formatMessage(CATEGORY_NAME, { category: group.category })}
          style={{ marginBottom: 12 }}
        >
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            <FormattedMessage
              id="reference.clinicDayList.group"
              defaultMessage="{category} ({count, number})"
              values={{
                category: intl.formatMessage(CATEGORY_NAME, { category: group.category }),
                count: group.names.length,
              }}
            />
          </Typography.Title>
          <EntryTags items={group.names.map((name) => clinicDayText(intl, name))} />
        </section>
      ))}
    </ListCard>
  );
}

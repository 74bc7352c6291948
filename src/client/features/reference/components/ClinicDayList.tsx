import { useMemo, useState } from 'react';
import { Input } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { clinicDaysErrorText, groupClinicDays } from '../clinicDays';
import ListCard, { EntryTags } from './ListCard';

interface ClinicDayListProps {
  names: string[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The clinic days already stored, grouped by category and searchable (32 are seeded). */
export default function ClinicDayList({ names, isLoading, error, onRetry }: ClinicDayListProps) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupClinicDays(names, search), [names, search]);
  const errorText = error ? clinicDaysErrorText(error) : undefined;
  const detail = error ? errorMessage(error, '') : '';

  return (
    <ListCard
      title="Existing clinic days"
      count={names.length}
      isLoading={isLoading}
      errorText={errorText}
      errorDetail={detail && detail !== errorText ? detail : undefined}
      onRetry={onRetry}
      emptyText="No clinic days yet"
      toolbar={
        names.length > 0 && (
          <Input.Search
            aria-label="Search clinic days"
            placeholder="Search clinic days"
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ marginBottom: 16 }}
          />
        )
      }
    >
      {groups.length === 0 && (
        <Typography.Text type="secondary">No clinic day matches “{search}”.</Typography.Text>
      )}
      {groups.map((group) => (
        <section key={group.category} aria-label={group.category} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {group.category} ({group.names.length})
          </Typography.Title>
          <EntryTags items={group.names} />
        </section>
      ))}
    </ListCard>
  );
}

import { useState } from 'react';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { AuditOutcome } from '../../../../shared/schemas/audit';
import { ISO_DATE } from '../../../components/clinicDatePicker';

/** The filters the bar edits; dates are UTC days written YYYY-MM-DD. */
export interface AuditFilterValues {
  actor?: string;
  action?: string;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
}

interface AuditFilterBarProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}

const OUTCOMES = [
  { value: 'success', label: 'Success' },
  { value: 'failure', label: 'Failure' },
];

const NO_DRAFTS = { actor: '', action: '' };

/** Actor and action apply on Enter (or the search button); outcome and dates as soon as picked. */
export default function AuditFilterBar({ values, onChange }: AuditFilterBarProps) {
  const [drafts, setDrafts] = useState(NO_DRAFTS);
  const set = (change: AuditFilterValues) => onChange({ ...values, ...change });
  const clear = () => {
    setDrafts(NO_DRAFTS);
    onChange({});
  };
  const text = (value: string) => value.trim() || undefined;
  return (
    <Flex wrap gap="small" role="search" aria-label="Filter the audit log" style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        aria-label="Actor email"
        placeholder="Actor email..."
        value={drafts.actor}
        onChange={(event) => setDrafts({ ...drafts, actor: event.target.value })}
        onSearch={(value) => set({ actor: text(value) })}
        style={{ width: 220 }}
      />
      <Input.Search
        allowClear
        aria-label="Action"
        placeholder="Action, e.g. sign-in..."
        value={drafts.action}
        onChange={(event) => setDrafts({ ...drafts, action: event.target.value })}
        onSearch={(value) => set({ action: text(value) })}
        style={{ width: 220 }}
      />
      <Select<AuditOutcome>
        allowClear
        aria-label="Outcome"
        placeholder="Any outcome"
        options={OUTCOMES}
        value={values.outcome}
        onChange={(outcome) => set({ outcome })}
        style={{ width: 150 }}
      />
      <DatePicker.RangePicker
        aria-label="Dates (UTC)"
        format={ISO_DATE}
        placeholder={['From (UTC)', 'To (UTC)']}
        value={values.from && values.to ? [dayjs(values.from), dayjs(values.to)] : null}
        onChange={(range) => set({ from: range?.[0]?.format(ISO_DATE), to: range?.[1]?.format(ISO_DATE) })}
      />
      <Button onClick={clear}>Clear Filters</Button>
    </Flex>
  );
}

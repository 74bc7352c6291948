import { useState } from 'react';
import { Button, Flex, Input, Select } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AuditOutcome } from '../../../../shared/schemas/audit';
import LazyDateRangeInput from '../../../components/LazyDateRangeInput';

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

const messages = defineMessages({
  success: { id: 'audit.filters.success', defaultMessage: 'Success' },
  failure: { id: 'audit.filters.failure', defaultMessage: 'Failure' },
});

const OUTCOMES = [
  { value: 'success', label: messages.success },
  { value: 'failure', label: messages.failure },
];

const draftsOf = (values: AuditFilterValues) => ({ actor: values.actor ?? '', action: values.action ?? '' });

/**
 * Actor and action apply on Enter (or the search button); outcome and each date as soon as picked.
 * When the applied filters change under the boxes (Back, a link) the boxes follow.
 */
export default function AuditFilterBar({ values, onChange }: AuditFilterBarProps) {
  const intl = useIntl();
  const [drafts, setDrafts] = useState(() => draftsOf(values));
  const [applied, setApplied] = useState(() => draftsOf(values));
  const inUrl = draftsOf(values);
  if (inUrl.actor !== applied.actor || inUrl.action !== applied.action) {
    setApplied(inUrl);
    setDrafts(inUrl);
  }
  const set = (change: AuditFilterValues) => onChange({ ...values, ...change });
  const clear = () => {
    setDrafts(draftsOf({}));
    onChange({});
  };
  const text = (value: string) => value.trim() || undefined;
  return (
    <Flex
      wrap
      gap="small"
      role="search"
      aria-label={intl.formatMessage({ id: 'audit.filters.label', defaultMessage: 'Filter the audit log' })}
      style={{ marginBottom: 16 }}
    >
      <Input.Search
        allowClear
        aria-label={intl.formatMessage({ id: 'audit.filters.actor', defaultMessage: 'Actor email' })}
        placeholder={intl.formatMessage({
          id: 'audit.filters.actorPlaceholder',
          defaultMessage: 'Actor email...',
        })}
        value={drafts.actor}
        onChange={(event) => setDrafts({ ...drafts, actor: event.target.value })}
        onSearch={(value) => set({ actor: text(value) })}
        style={{ width: 220 }}
      />
      <Input.Search
        allowClear
        aria-label={intl.formatMessage({ id: 'audit.filters.action', defaultMessage: 'Action' })}
        placeholder={intl.formatMessage({
          id: 'audit.filters.actionPlaceholder',
          defaultMessage: 'Action, e.g. sign-in...',
        })}
        value={drafts.action}
        onChange={(event) => setDrafts({ ...drafts, action: event.target.value })}
        onSearch={(value) => set({ action: text(value) })}
        style={{ width: 220 }}
      />
      <Select<AuditOutcome>
        allowClear
        aria-label={intl.formatMessage({ id: 'audit.filters.outcome', defaultMessage: 'Outcome' })}
        placeholder={intl.formatMessage({ id: 'audit.filters.anyOutcome', defaultMessage: 'Any outcome' })}
        options={OUTCOMES.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }))}
        value={values.outcome}
        onChange={(outcome) => set({ outcome })}
        style={{ width: 150 }}
      />
      {/* DD-MM-YYYY as every other date in the app; either end may be set alone */}
      <LazyDateRangeInput
        buttonLabel={intl.formatMessage({ id: 'audit.filters.dates', defaultMessage: 'Dates (UTC)' })}
        ids={{ from: 'audit-from', to: 'audit-to' }}
        labels={{
          from: intl.formatMessage({ id: 'audit.filters.from', defaultMessage: 'From (UTC)' }),
          to: intl.formatMessage({ id: 'audit.filters.to', defaultMessage: 'To (UTC)' }),
        }}
        allowEmpty={[true, true]}
        value={values}
        onChange={({ from, to }) => set({ from, to })}
      />
      <Button onClick={clear}>
        <FormattedMessage id="audit.filters.clear" defaultMessage="Clear Filters" />
      </Button>
    </Flex>
  );
}

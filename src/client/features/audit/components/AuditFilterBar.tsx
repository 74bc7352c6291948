import { useState } from 'react';
import { Button, Flex, Input, Select } from 'antd';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { AuditOutcome } from '../../../../shared/schemas/audit';
import LazyDateRangeInput from '../../../components/LazyDateRangeInput';
import { AUDIT_ACTION_TEXT, auditActionText } from '../auditActions';

/** The filters the bar edits; dates are the clinic's days written YYYY-MM-DD. */
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

const draftsOf = (values: AuditFilterValues) => ({ actor: values.actor ?? '' });

/**
 * Every action in words, alphabetical in the language on screen; the value is what the log
 * records. An action from the URL that has no words of its own is offered as it reads.
 */
function actionOptions(intl: IntlShape, current: string | undefined) {
  const actions = Object.keys(AUDIT_ACTION_TEXT);
  if (current && !actions.includes(current)) actions.push(current);
  return actions
    .map((value) => ({ value, label: auditActionText(intl, value) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}

/**
 * Actor applies on Enter (or the search button); action, outcome and each date as soon as picked.
 * When the applied filters change under the box (Back, a link) the box follows.
 */
export default function AuditFilterBar({ values, onChange }: AuditFilterBarProps) {
  const intl = useIntl();
  const [drafts, setDrafts] = useState(() => draftsOf(values));
  const [applied, setApplied] = useState(() => draftsOf(values));
  const inUrl = draftsOf(values);
  if (inUrl.actor !== applied.actor) {
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
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={intl.formatMessage({ id: 'audit.filters.action', defaultMessage: 'Action' })}
        placeholder={intl.formatMessage({ id: 'audit.filters.anyAction', defaultMessage: 'Any action' })}
        options={actionOptions(intl, values.action)}
        value={values.action}
        onChange={(action) => set({ action })}
        popupMatchSelectWidth={false}
        style={{ width: 240 }}
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
      {/* the clinic's days, DD-MM-YYYY as every other date in the app; either end may be set alone */}
      <LazyDateRangeInput
        buttonLabel={intl.formatMessage({ id: 'audit.filters.dates', defaultMessage: 'Dates' })}
        ids={{ from: 'audit-from', to: 'audit-to' }}
        labels={{
          from: intl.formatMessage({ id: 'audit.filters.from', defaultMessage: 'From' }),
          to: intl.formatMessage({ id: 'audit.filters.to', defaultMessage: 'To' }),
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

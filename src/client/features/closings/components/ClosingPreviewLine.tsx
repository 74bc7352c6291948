import { Alert, Spin } from 'antd';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useGetClosingPreviewQuery, type ClosingRequest } from '../closingsApi';

const messages = defineMessages({
  counting: { id: 'closings.preview.counting', defaultMessage: 'Counting the appointments' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  covers: defineMessage<{ count: number }>({
    id: 'closings.preview.covers',
    defaultMessage: 'Covers {count, plural, one {# clinic day} other {# clinic days}}.',
  }),
  cancels: defineMessage<{ count: number }>({
    id: 'closings.preview.cancels',
    defaultMessage: 'This will cancel {count, plural, one {# appointment} other {# appointments}}.',
  }),
};

/** 'Covers 2 clinic days. This will cancel 3 appointments.' */
const previewText = (intl: IntlShape, dates: number, appointments: number) =>
  `${intl.formatMessage(named.covers, { count: dates })} ${intl.formatMessage(named.cancels, { count: appointments })}`;

/**
 * The closing dialog's live confirmation: what closing the chosen days would cancel, as the server
 * counts it now, or why those days cannot be closed. Nothing until days are chosen.
 */
export default function ClosingPreviewLine({ request }: { request: ClosingRequest | null }) {
  const intl = useIntl();
  const { data, error, isFetching, isError } = useGetClosingPreviewQuery(
    request ?? { doctorId: '', date: '' },
    {
      skip: !request,
      refetchOnMountOrArgChange: true,
    },
  );
  if (!request) return null;
  if (isFetching) return <Spin size="small" aria-label={intl.formatMessage(messages.counting)} />;
  if (isError) return <Alert type="error" showIcon title={errorMessage(error)} role="status" />;
  if (!data) return null;
  return (
    <Alert
      type={data.appointments > 0 ? 'warning' : 'info'}
      showIcon
      role="status"
      title={previewText(intl, data.dates.length, data.appointments)}
    />
  );
}

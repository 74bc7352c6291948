import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button } from 'antd';

/** The patient's appointments could not be read: say so, and offer to try again. */
export default function AppointmentsLoadError({ retry }: { retry: () => unknown }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      title={intl.formatMessage({
        id: 'appointments.loadError.title',
        defaultMessage: 'Your appointments could not be loaded',
      })}
      action={
        <Button size="small" onClick={() => void retry()}>
          <FormattedMessage id="appointments.loadError.retry" defaultMessage="Retry" />
        </Button>
      }
    />
  );
}

import { Alert, Button } from 'antd';

/** The patient's appointments could not be read: say so, and offer to try again. */
export default function AppointmentsLoadError({ retry }: { retry: () => unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      title="Your appointments could not be loaded"
      action={
        <Button size="small" onClick={() => void retry()}>
          Retry
        </Button>
      }
    />
  );
}

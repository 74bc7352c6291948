import { Alert, Button, Flex, Typography } from 'antd';
import { useMessage } from '../../../app/messages';

/** The ten recovery codes, shown once, with a copy button. */
export default function RecoveryCodes({ codes }: { codes: string[] }) {
  const message = useMessage();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      void message.success('Recovery codes copied');
    } catch {
      void message.error('Could not copy; please write the codes down');
    }
  };
  return (
    <Flex vertical gap={8}>
      <Alert
        type="warning"
        showIcon
        title="Save these recovery codes now"
        description="Each one signs you in once if you lose your phone. They will not be shown again."
      />
      <ol aria-label="Recovery codes" style={{ columns: 2, margin: 0, fontFamily: 'monospace' }}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Button onClick={() => void copy()}>Copy recovery codes</Button>
    </Flex>
  );
}

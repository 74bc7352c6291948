import { useIntl } from 'react-intl';
import { Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';

/** An honest placeholder for a screen that a later release brings. */
export default function ComingSoon({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={title}
      subTitle={intl.formatMessage({
        id: 'common.comingSoon.subTitle',
        defaultMessage: 'This screen is coming soon. Everything else in your menu already works.',
      })}
    />
  );
}

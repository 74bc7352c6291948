import { defineMessage, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Tag, Tooltip } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import WholeInstant from './WholeInstant';

const TAG = defineMessage({ id: 'common.confirmedByText.tag', defaultMessage: 'Confirmed by text' });
// a plain descriptor: its date is an element (kept on one line), which typed messages refuse
const WHEN: MessageDescriptor = defineMessage({
  id: 'common.confirmedByText.when',
  defaultMessage: 'Confirmed by a reply to the reminder text on {when}',
});

/**
 * 'Confirmed by text': the patient answered the reminder's text with 1 or YES. On a line of
 * its own under the status (its words may wrap, so a narrow column keeps its width); when it came is
 * on hover or keyboard focus, as DD-MM-YYYY HH:mm in the viewer's time.
 */
export default function ConfirmedByTextTag({ confirmedAt }: { confirmedAt: string | null | undefined }) {
  const intl = useIntl();
  if (!confirmedAt) return null;
  return (
    <Tooltip
      title={<FormattedMessage {...WHEN} values={{ when: <WholeInstant iso={confirmedAt} /> }} />}
      trigger={['hover', 'focus']}
    >
      <Tag
        color="success"
        icon={<CheckCircleOutlined aria-hidden />}
        tabIndex={0}
        style={{ display: 'table', marginTop: 4, marginInlineEnd: 0, whiteSpace: 'normal', cursor: 'help' }}
      >
        {intl.formatMessage(TAG)}
      </Tag>
    </Tooltip>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import Typography from '../../../components/Typography';
import { EMPTY_TEXT_COLOR } from '../../../components/TableEmpty';
import { COLORS } from '../../../lib/theme';
import { NOTHING, type Change } from '../figureFormat';
import type { FigureSpec } from './headlineFigures';

/** The space between the change and its words: no text of its own to translate. */
const SPACE = ' ';

const GOOD = COLORS.greenDark;
const BAD = '#cf1322';

function colourOf(change: Change, better: FigureSpec['better']): string {
  if (change.direction === 'flat' || better === 'neither') return EMPTY_TEXT_COLOR;
  return (change.direction === 'up') === (better === 'up') ? GOOD : BAD;
}

/**
 * The change against the previous period: an arrow and '+12%' (or '+2.1 points' for a rate), green
 * when it went the better way and red when not; '—' when the two cannot be compared.
 */
export default function FigureChange({
  change,
  better,
}: {
  change: Change | null;
  better: FigureSpec['better'];
}) {
  const Arrow = change?.direction === 'up' ? ArrowUpOutlined : ArrowDownOutlined;
  return (
    <div className="insights-change">
      {change ? (
        <span style={{ color: colourOf(change, better), fontWeight: 500 }}>
          {change.direction !== 'flat' && <Arrow aria-hidden />} {change.text}
        </span>
      ) : (
        <span>{NOTHING}</span>
      )}
      {SPACE}
      <Typography.Text type="secondary">
        <FormattedMessage id="insights.change.vsPrevious" defaultMessage="vs previous period" />
      </Typography.Text>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import Isolated from './Isolated';

/**
 * A table cell's text on one line, cut with an ellipsis and shown whole on hover. The text sets its
 * own direction: in Arabic a name in Latin letters keeps its start ("Dr. Emmanuel Et…", not
 * "…manuel Etim"), while styles.css keeps it aligned with its column. `around` puts the text in the
 * page's words ('Dr. {name}'): those stay whole and only the text itself is cut, at its own end.
 */
export default function CutText({ text, around }: { text: string; around?: (text: ReactNode) => ReactNode }) {
  if (!around) {
    return (
      <Tooltip title={text} placement="topLeft">
        <Isolated text={text} cut />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={around(<Isolated text={text} />)} placement="topLeft">
      <span className="cut-line">{around(<Isolated text={text} cut />)}</span>
    </Tooltip>
  );
}

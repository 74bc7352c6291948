import { Tooltip } from 'antd';

/**
 * A table cell's text on one line, cut with an ellipsis and shown whole on hover. `dir="auto"` lets
 * the text set its own direction: in Arabic a name in Latin letters keeps its start ("Dr. Emmanuel
 * Et…", not "…manuel Etim"), while styles.css keeps it aligned with its column.
 */
export default function CutText({ text }: { text: string }) {
  return (
    <Tooltip title={text} placement="topLeft">
      <span className="cut-text" dir="auto">
        {text}
      </span>
    </Tooltip>
  );
}

import { useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useCardStyle from 'antd/es/card/style';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  /** A picture above the body, edge to edge. */
  cover?: ReactNode;
  size?: 'small' | 'medium';
  /** antd's inner card: a grey head, for a card inside a card. */
  type?: 'inner';
  /** Marks the card as loading (antd's class); the caller puts its skeleton in the body. */
  loading?: boolean;
  styles?: { body?: CSSProperties };
}

/**
 * antd's Card as these screens use it (title, extra, cover, small size), in antd's own markup and
 * styles. antd's Card component also carries its tab strip (with the tabs' dropdown and menu) and
 * its skeleton, about 13 KB gzip that every page with a card downloaded without using.
 */
export default function Panel({
  title,
  extra,
  cover,
  size,
  loading,
  type,
  styles,
  className,
  children,
  ...rest
}: PanelProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [
    prefixCls,
    `${prefixCls}-bordered`,
    size === 'small' && `${prefixCls}-small`,
    loading && `${prefixCls}-loading`,
    type && `${prefixCls}-type-${type}`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  const hasHead = title != null || extra != null;
  return (
    <div {...rest} className={classes}>
      {hasHead && (
        <div className={`${prefixCls}-head`}>
          <div className={`${prefixCls}-head-wrapper`}>
            {title != null && <div className={`${prefixCls}-head-title`}>{title}</div>}
            {extra != null && <div className={`${prefixCls}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      {cover != null && <div className={`${prefixCls}-cover`}>{cover}</div>}
      {children != null && (
        <div className={`${prefixCls}-body`} style={styles?.body}>
          {children}
        </div>
      )}
    </div>
  );
}

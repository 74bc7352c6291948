import { useContext, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface BaseProps extends Omit<HTMLAttributes<HTMLElement>, 'type'> {
  type?: TextType;
  strong?: boolean;
  children?: ReactNode;
}

/**
 * antd's Typography as these screens use it (Title, Text, Paragraph, with `type` and `strong`), in
 * antd's own markup and styles. antd's component also carries its ellipsis measuring, copy and edit
 * machinery with their icons and tooltip, about 6 KB gzip on every page, none of it used here.
 */
function Base({
  as: Tag,
  type,
  strong,
  className,
  children,
  ...rest
}: BaseProps & { as: 'h1' | 'span' | 'div' }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
  const classes = [
    prefixCls,
    direction === 'rtl' && `${prefixCls}-rtl`,
    type && `${prefixCls}-${type}`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag {...rest} className={classes}>
      {strong ? <strong>{children}</strong> : children}
    </Tag>
  );
}

function Title({ level = 1, ...props }: BaseProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return <Base {...props} as={`h${level}` as 'h1'} />;
}

function Text(props: BaseProps) {
  return <Base {...props} as="span" />;
}

function Paragraph(props: BaseProps) {
  return <Base {...props} as="div" />;
}

const Typography = { Title, Text, Paragraph };
export default Typography;

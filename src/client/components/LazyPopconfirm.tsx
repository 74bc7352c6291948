import { cloneElement, lazy, Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';
import type { PopconfirmProps } from 'antd';

// antd's Popconfirm (its pop-over, buttons and styles) downloads when a confirmation is first wanted:
// as the pointer nears the button or it takes focus, or with the press itself, as the bell's
// pop-over does. A list page of such buttons then does not carry it in its first download.
const loadPopconfirm = () => import('antd/es/popconfirm');
const Popconfirm = lazy(loadPopconfirm);

interface TriggerProps {
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
}

interface LazyPopconfirmProps extends Omit<PopconfirmProps, 'children' | 'open'> {
  /** The button that asks for the confirmation. */
  children: ReactElement<TriggerProps>;
}

/** antd's Popconfirm around a button, downloaded when first wanted; the press that asks for it opens it. */
export default function LazyPopconfirm({ children, onOpenChange, ...props }: LazyPopconfirmProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  if (!wanted) {
    // an early download that fails is tried again by the press
    const preload = () => void loadPopconfirm().catch(() => undefined);
    return cloneElement(children, {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: (event: SyntheticEvent) => {
        children.props.onClick?.(event);
        setWanted(true);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Popconfirm
        {...props}
        open={open}
        onOpenChange={(next: boolean) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      >
        {children}
      </Popconfirm>
    </Suspense>
  );
}

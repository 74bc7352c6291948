import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically a lazy component) once the placeholder comes within `margin` of the
 * viewport, so below-the-fold parts of a page neither download nor render before someone scrolls
 * towards them. Where IntersectionObserver is missing, it renders them at once.
 */
export default function WhenVisible({
  placeholder,
  children,
  margin = '300px',
}: {
  placeholder: ReactNode;
  children: ReactNode;
  margin?: string;
}) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [visible, margin]);

  if (visible) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={anchor}>{placeholder}</div>;
}

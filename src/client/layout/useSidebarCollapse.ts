import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The sidebar collapses at a window width of 768 px or less. */
const SIDEBAR_COLLAPSE_WIDTH = 768;

const isNarrow = () => window.innerWidth <= SIDEBAR_COLLAPSE_WIDTH;

/**
 * The sidebar: collapsed on narrow windows, re-checked when the window width changes and on every page
 * change; in between, the user may open or close it. Height-only resizes (a phone's address bar
 * sliding away while scrolling) do not re-check, so an opened menu stays open while it is scrolled.
 */
export function useSidebarCollapse() {
  const { pathname } = useLocation();
  const [narrow, setNarrow] = useState(isNarrow);
  const [collapsed, setCollapsed] = useState(isNarrow);
  const [checkedPath, setCheckedPath] = useState(pathname);

  if (checkedPath !== pathname) {
    setCheckedPath(pathname);
    setNarrow(isNarrow());
    setCollapsed(isNarrow());
  }

  useEffect(() => {
    let lastWidth = window.innerWidth;
    const recheck = () => {
      if (window.innerWidth === lastWidth) return;
      lastWidth = window.innerWidth;
      setNarrow(isNarrow());
      setCollapsed(isNarrow());
    };
    window.addEventListener('resize', recheck);
    return () => window.removeEventListener('resize', recheck);
  }, []);

  const toggle = useCallback(() => setCollapsed((current) => !current), []);
  const close = useCallback(() => setCollapsed(true), []);
  return { collapsed, narrow, toggle, close };
}

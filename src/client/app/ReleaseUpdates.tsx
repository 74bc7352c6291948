import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

const NOTHING: ComponentType = () => null;

// workbox-window and the notice download once the page has loaded, off the first download; offline
// without them (never precached in an older worker), the app runs without release notices
const ReleaseNotice = lazy<ComponentType>(() =>
  import(/* webpackChunkName: "release-notice" */ '../layout/ReleaseNotice').catch(() => ({
    default: NOTHING,
  })),
);

/**
 * The service worker and its "A new version is ready" notice, started after the page's load event so
 * they never compete with the first screen's downloads. Nothing in a browser without workers.
 */
export function ReleaseUpdates() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const start = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(start);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseNotice />
    </Suspense>
  );
}

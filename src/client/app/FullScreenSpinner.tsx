import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../lib/store/hooks';
import { selectIsLoading } from './loading';

// antd's Spin (with its debounce) comes with the first load, not with every page's first download:
// the sign-in screen shows none until the user signs in. webpack.config.js puts it with the frame,
// which every signed-in page loads at once anyway.
const Spin = lazy(() => import(/* webpackChunkName: "frame-spinner" */ 'antd/es/spin'));

/**
 * A full-screen spinner while the loading flag is set. antd marks it aria-busy and
 * aria-live; a name would need a role, and a named status left in the page between loads misleads.
 */
export default function FullScreenSpinner() {
  const loading = useAppSelector(selectIsLoading);
  const [needed, setNeeded] = useState(loading);
  if (loading && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Spin spinning={loading} fullscreen />
    </Suspense>
  );
}

import { Spin } from 'antd';
import { useAppSelector } from '../app/hooks';
import { selectIsLoading } from '../app/loading';

/**
 * Spec 2.1: a full-screen spinner while the loading flag is set. antd marks it aria-busy and
 * aria-live; a name would need a role, and a named status left in the page between loads misleads.
 */
export default function FullScreenSpinner() {
  const loading = useAppSelector(selectIsLoading);
  return <Spin spinning={loading} fullscreen />;
}

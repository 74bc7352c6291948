import { Spin } from 'antd';
import { useAppSelector } from '../app/hooks';
import { selectIsLoading } from '../app/loading';

/** Spec 2.1: a full-screen spinner while the loading flag is set. */
export default function FullScreenSpinner() {
  const loading = useAppSelector(selectIsLoading);
  return <Spin spinning={loading} fullscreen aria-label="Loading" />;
}

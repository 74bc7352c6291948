import { Outlet } from 'react-router-dom';

/** Placeholder: replaced by the shared frame. */
export default function AppFrame() {
  return <Outlet />;
}

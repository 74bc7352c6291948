import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';

/** Spec 2.4 Access denied, where role-typed routes send a non-matching role. */
export default function AccessDeniedPage() {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status="403"
        title="403 - Access Denied"
        subTitle="You do not have permission to view this page."
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Back Home
          </Button>
        }
      />
    </main>
  );
}

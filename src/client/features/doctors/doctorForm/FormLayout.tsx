import { useId, type ReactNode } from 'react';
import { Col, Row } from 'antd';
import Typography from '../../../components/Typography';

/** A titled part of a doctor form: two columns from 768 px up, one below. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId}>
        {title}
      </Typography.Title>
      <Row gutter={[24, 0]}>{children}</Row>
    </section>
  );
}

/** One field's cell in a section. */
export function Cell({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Flex, Typography } from 'antd';
import { COLORS } from '../../../app/theme';

const page: CSSProperties = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '24px 12px',
  background: `linear-gradient(160deg, #e6f5ec 0%, #f4f7f6 45%, #e3eaf4 100%)`,
};

/** A plain panel rather than antd's Card, whose tab strip would add its menus to the sign-in download. */
const card: CSSProperties = {
  width: '100%',
  maxWidth: 420,
  boxSizing: 'border-box',
  padding: 'clamp(20px, 6vw, 32px)',
  background: '#fff',
  borderRadius: 8,
  borderTop: `4px solid ${COLORS.green}`,
  boxShadow: '0 8px 24px rgba(11, 37, 69, 0.12)',
};

/** The frame every sign-in screen shares: logo, product name, the screen's title, its form, its links. */
export function AuthCard({
  title,
  intro,
  footer,
  children,
}: {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main style={page}>
      <section style={card}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 20, textAlign: 'center' }}>
          <img src="/logo.svg" alt="" width={48} height={48} />
          <Typography.Text strong style={{ color: COLORS.navy, fontSize: 18 }}>
            ClinicBook
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24, color: COLORS.navy }}>
            {title}
          </Typography.Title>
          {intro && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {intro}
            </Typography.Paragraph>
          )}
        </Flex>
        {children}
        {footer && (
          <Flex vertical align="center" gap={8} style={{ marginTop: 8, textAlign: 'center' }}>
            {footer}
          </Flex>
        )}
      </section>
    </main>
  );
}

/** An in-app link in the theme's darker green (the brand green is too light for text). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ color: COLORS.greenDark, fontWeight: 600 }}>
      {children}
    </Link>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COLORS, theme } from '../../../lib/theme';
import LanguageLinks from '../../../i18n/LanguageLinks';

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

/** A centred column (antd's Flex would add its own style sheet to the sign-in download for this alone). */
const column = (gap: number): CSSProperties => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap,
  textAlign: 'center',
});

/**
 * antd Typography's look, written out: these screens are the only ones without the signed-in frame,
 * and leaving antd's typography styles to the frame keeps them out of the sign-in download.
 */
const text: CSSProperties = { wordBreak: 'break-word' };
const brand: CSSProperties = { ...text, color: COLORS.navy, fontSize: 18, fontWeight: 600 };
const heading: CSSProperties = {
  ...text,
  margin: 0,
  color: COLORS.navy,
  fontSize: 24,
  fontWeight: 600,
  lineHeight: 1.2105263157894737,
};
const secondary: CSSProperties = { ...text, margin: 0, color: theme.token?.colorTextTertiary };

/** The product's name, the same in every language. */
const PRODUCT = 'ClinicBook';

/** A line of text under the form ('Don't have an account? …'). */
export function AuthNote({ children }: { children: ReactNode }) {
  return <span style={text}>{children}</span>;
}

/**
 * The frame every sign-in screen shares: logo, product name, the screen's title, its form, its links,
 * and the language chooser.
 */
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
        <div style={{ ...column(4), marginBottom: 20 }}>
          <img src="/logo.svg" alt="" width={48} height={48} />
          <span style={brand}>{PRODUCT}</span>
          <h1 style={heading}>{title}</h1>
          {intro && <div style={secondary}>{intro}</div>}
        </div>
        {children}
        {footer && <div style={{ ...column(8), marginTop: 8 }}>{footer}</div>}
        <LanguageLinks />
      </section>
    </main>
  );
}

const link: CSSProperties = { color: COLORS.greenDark, fontWeight: 600 };
/** A link on a line of its own: a thumb's press high (44 px), where one inside a sentence is the sentence's. */
const linkAlone: CSSProperties = { ...link, display: 'inline-flex', alignItems: 'center', minHeight: 44 };

/**
 * An in-app link in the theme's darker green (the brand green is too light for text); `alone` when
 * it stands on its own line rather than inside a sentence.
 */
export function AuthLink({ to, alone, children }: { to: string; alone?: boolean; children: ReactNode }) {
  return (
    <Link to={to} style={alone ? linkAlone : link}>
      {children}
    </Link>
  );
}

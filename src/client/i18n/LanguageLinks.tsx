import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '../../shared/languages';
import { COLORS } from '../lib/theme';
import { useChooseLanguage } from './useChooseLanguage';

const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0 4px',
  margin: '16px 0 0',
  padding: 0,
  listStyle: 'none',
};

/** Each a thumb's press wide and high (44 px), the words centred in it. */
const choice = (current: boolean): CSSProperties => ({
  minWidth: 44,
  minHeight: 44,
  border: 0,
  padding: '2px 8px',
  background: 'none',
  cursor: current ? 'default' : 'pointer',
  color: current ? COLORS.navy : COLORS.greenDark,
  fontWeight: current ? 600 : 400,
  fontSize: 14,
  textDecoration: current ? 'none' : 'underline',
});

/**
 * The sign-in screens' language chooser: every language named in itself, one press away. Plain
 * buttons rather than antd's Select, whose menus would join everyone's first download.
 */
export default function LanguageLinks() {
  const intl = useIntl();
  const [current, choose] = useChooseLanguage();
  return (
    <nav aria-label={intl.formatMessage({ id: 'i18n.chooser.label', defaultMessage: 'Language' })}>
      <ul style={row}>
        {LANGUAGES.map(({ code, name }) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              style={choice(code === current)}
              onClick={() => choose(code)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

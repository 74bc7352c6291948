import { useEffect, useState, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { directionOf, type Language } from '../../shared/languages';
import { useAppSelector } from '../lib/store/hooks';
import { selectLanguage } from './languageSlice';
import { loadMessages } from './catalogues';
import { pseudoLocaleChosen } from './pseudoLocale';
import { getIntl, makeIntl, setIntl } from './intl';
import { ENGLISH_UI, loadUiLocale, type UiLocale } from './uiLocales';

interface Speaking {
  language: Language;
  intl: IntlShape;
  ui: UiLocale;
}

const ENGLISH: Speaking = { language: 'en', intl: getIntl(), ui: ENGLISH_UI };

/**
 * Marks the document with the language and its direction, for screen readers, fonts and CSS, and
 * points the install manifest at the same language (the server words it: plugins/spa.ts).
 */
function markDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = `/manifest.webmanifest?lang=${language}`;
}

/**
 * The language on screen: react-intl's formatter with the chosen language's catalogue,
 * antd's texts and direction, dayjs' names and <html lang dir>. A new language replaces the old
 * one when its catalogue has arrived, without a reload; the screens keep the old one meanwhile.
 * Until the first non-English catalogue arrives nothing is drawn (English draws at once).
 */
export function IntlRoot({
  theme,
  nonce,
  children,
}: {
  theme: ThemeConfig;
  nonce?: string;
  children: ReactNode;
}) {
  const wanted = useAppSelector(selectLanguage);
  // the pseudo-locale (a test build's, pseudoLocale.ts) waits for its catalogue like any other
  const [speaking, setSpeaking] = useState<Speaking | null>(
    wanted === 'en' && !pseudoLocaleChosen() ? ENGLISH : null,
  );
  const speak = (next: Speaking) => {
    setIntl(next.intl);
    markDocument(next.language);
    setSpeaking(next);
  };
  useEffect(() => {
    if (speaking?.language === wanted) return;
    let cancelled = false;
    Promise.all([loadMessages(wanted), loadUiLocale(wanted)])
      .then(([messages, buildUi]) => {
        if (cancelled) return;
        // antd's words (and Hausa's and Igbo's dayjs names) are built from the catalogue (uiBuilders.ts)
        const intl = makeIntl(wanted, messages);
        speak({ language: wanted, intl, ui: buildUi(intl) });
      })
      // a catalogue that cannot be downloaded (offline) leaves the screens as they were
      .catch(() => {
        if (!cancelled && !speaking) speak(ENGLISH);
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, speaking]);
  if (!speaking) return null;
  return (
    <RawIntlProvider value={speaking.intl}>
      <ConfigProvider
        theme={theme}
        locale={speaking.ui.antd}
        direction={directionOf(speaking.language)}
        csp={nonce ? { nonce } : undefined}
      >
        {children}
      </ConfigProvider>
    </RawIntlProvider>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type MenuProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage, LANGUAGES } from '../../shared/languages';
import { useChooseLanguage } from '../i18n/useChooseLanguage';

// antd's Dropdown (its trigger, pop-up and menu styles) downloads when the languages are first wanted:
// as the pointer nears the button or it takes focus, or with the press itself, which then opens it
// (as components/LazyPopconfirm.tsx does). The signed-in frame's first download does not carry it.
const loadDropdown = () => import('antd/es/dropdown');
const Dropdown = lazy(loadDropdown);

/**
 * The signed-in header's language chooser: a globe and the current language's own name
 * (the name hidden on narrow windows, frame.css), opening the six languages each named in itself,
 * the current one checked. A choice changes the screens at once and is kept on the account.
 */
export default function LanguageMenu() {
  const intl = useIntl();
  const [current, choose] = useChooseLanguage();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const currentName = LANGUAGES.find((language) => language.code === current)?.name;

  // an early download that fails is tried again by the press
  const preload = () => void loadDropdown().catch(() => undefined);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      // the name read out holds the name shown (WCAG 2.5.3), after what the button is for
      aria-label={intl.formatMessage(
        { id: 'layout.languageMenu.label', defaultMessage: 'Language: {language}' },
        { language: currentName },
      )}
      aria-haspopup="menu"
      className="frame-language"
      {...(wanted
        ? {}
        : {
            onPointerEnter: preload,
            onFocus: preload,
            onClick: () => {
              setWanted(true);
              setOpen(true);
            },
          })}
    >
      <span className="frame-language-name" lang={current}>
        {currentName}
      </span>
    </Button>
  );
  if (!wanted) return button;

  // each item named in its own language (lang), the current one checked for screen readers
  const items = LANGUAGES.map(({ code, name }) => ({
    key: code,
    label: name,
    lang: code,
    role: 'menuitemradio',
    'aria-checked': code === current,
  })) as MenuProps['items'];
  return (
    <Suspense fallback={button}>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        open={open}
        onOpenChange={setOpen}
        menu={{
          items,
          selectable: true,
          selectedKeys: [current],
          onClick: ({ key }) => {
            setOpen(false);
            if (isLanguage(key) && key !== current) choose(key);
          },
        }}
      >
        {button}
      </Dropdown>
    </Suspense>
  );
}

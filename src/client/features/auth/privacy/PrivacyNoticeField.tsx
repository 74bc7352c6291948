import type { CSSProperties } from 'react';
import { Checkbox, Form } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectLanguage } from '../../../i18n/languageSlice';
import { isLanguage } from '../../../../shared/languages';
import type { PrivacyNotice } from '../../../../shared/answers/privacy';
import { PRIVACY_TEXT } from '../../../../shared/privacyText';

const title = defineMessage<{ version: number }>({
  id: 'auth.privacy.title',
  defaultMessage: 'Privacy notice (version {version})',
});
const messages = defineMessages({
  acceptSelf: { id: 'auth.privacy.acceptSelf', defaultMessage: 'I have read and accept the privacy notice' },
  acceptDesk: {
    id: 'auth.privacy.acceptDesk',
    defaultMessage: 'The patient has read (or been read) the privacy notice and accepts it',
  },
});

const box: CSSProperties = {
  maxHeight: 180,
  overflowY: 'auto',
  padding: '8px 12px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fafafa',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  textAlign: 'start',
};

/** The notice's text in the language on screen, or in English where the clinic wrote none in it. */
export function useNoticeText(notice: PrivacyNotice): string {
  const language = useAppSelector(selectLanguage);
  const code = language.split('-')[0];
  return (isLanguage(code) ? notice.texts[code] : undefined) ?? notice.texts.en;
}

/** The notice's words in a box of their own, scrolled when long; `maxHeight: 'none'` shows it whole. */
export function NoticeText({ notice, style }: { notice: PrivacyNotice; style?: CSSProperties }) {
  const intl = useIntl();
  const text = useNoticeText(notice);
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label={intl.formatMessage(title, { version: notice.version })}
      style={{ ...box, ...style }}
    >
      {text}
    </div>
  );
}

/** A tick that stands for the version read: the form's value is that version while ticked. */
function AcceptBox({
  version,
  label,
  value,
  onChange,
}: {
  version: number;
  label: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}) {
  return (
    <Checkbox
      checked={value === version}
      onChange={(event) => onChange?.(event.target.checked ? version : undefined)}
    >
      {label}
    </Checkbox>
  );
}

/**
 * The privacy notice in force inside a registration form, with a box, unticked, that must be ticked
 * to register: the form's `privacyVersion` is then the version read. `desk`: the staff member ticks it
 * for the patient in front of them.
 */
export function PrivacyNoticeField({ notice, desk = false }: { notice: PrivacyNotice; desk?: boolean }) {
  const intl = useIntl();
  const required = intl.formatMessage(PRIVACY_TEXT.acceptNotice);
  return (
    <>
      <Form.Item label={intl.formatMessage(title, { version: notice.version })} style={{ marginBottom: 8 }}>
        <NoticeText notice={notice} />
      </Form.Item>
      <Form.Item
        name="privacyVersion"
        rules={[
          {
            validator: (_rule, value) =>
              value === notice.version ? Promise.resolve() : Promise.reject(new Error(required)),
          },
        ]}
      >
        <AcceptBox
          version={notice.version}
          label={intl.formatMessage(desk ? messages.acceptDesk : messages.acceptSelf)}
        />
      </Form.Item>
    </>
  );
}

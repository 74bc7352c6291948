import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Flex, Spin } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import QRCode from 'qrcode';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { errorMessage } from '../../../lib/api/api';
import { useGetDisplayPosterQuery } from '../todayApi';

const messages = defineMessages({
  back: { id: 'today.poster.back', defaultMessage: 'Back to displays' },
  print: { id: 'today.poster.print', defaultMessage: 'Print poster' },
  printHint: {
    id: 'today.poster.printHint',
    defaultMessage: 'The link changes every day: print this poster each morning, on A4.',
  },
  title: { id: 'today.poster.title', defaultMessage: 'Check in from your phone' },
  step1: { id: 'today.poster.step1', defaultMessage: 'Scan this code with your phone’s camera.' },
  step2: { id: 'today.poster.step2', defaultMessage: 'Sign in to your account.' },
  step3: {
    id: 'today.poster.step3',
    defaultMessage: 'Choose your visit: your queue number shows at once. Then wait to be called.',
  },
  qrLabel: { id: 'today.poster.qrLabel', defaultMessage: 'QR code of today’s check-in link' },
  noPhone: {
    id: 'today.poster.noPhone',
    defaultMessage: 'No smartphone? Please check in at the front desk.',
  },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  validOn: defineMessage<{ name: string; date: string }>({
    id: 'today.poster.validOn',
    defaultMessage: '{name} · valid on {date} only',
  }),
};

// only the poster is printed, on one A4 page, its code as large as the page allows
const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  [data-poster], [data-poster] * { visibility: visible !important; }
  [data-poster] { position: fixed; inset: 0; max-width: none !important; margin: 0 !important; padding: 0 !important; border: none !important; border-radius: 0 !important; }
  [data-poster] img { width: 120mm !important; height: 120mm !important; }
}`;

const SHEET: CSSProperties = {
  maxWidth: 720,
  margin: '0 auto',
  padding: '32px 40px',
  background: '#fff',
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  textAlign: 'center',
  color: '#000',
};

/**
 * /admin/displays/:displayId/poster: a display's check-in poster for the waiting room, printed from
 * the browser on A4. Its QR code is the day's signed link: a patient who scans it, signed in, checks
 * their visit with the display's doctors in and gets their queue number. A revoked display has none.
 */
export default function DisplayPosterPage() {
  const intl = useIntl();
  const { displayId = '' } = useParams();
  const { data: poster, error, isLoading } = useGetDisplayPosterQuery(displayId);
  const [image, setImage] = useState<string | null>(null);
  const url = poster ? new URL(poster.path, window.location.origin).href : null;

  useEffect(() => {
    if (!url) return;
    let live = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 640 }).then((data) => {
      if (live) setImage(data);
    });
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <>
      <style>{PRINT_CSS}</style>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Link to="/admin/displays">
          <ArrowLeftOutlined aria-hidden /> {intl.formatMessage(messages.back)}
        </Link>
        <Button
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          disabled={!image}
          onClick={() => window.print()}
        >
          {intl.formatMessage(messages.print)}
        </Button>
        <span>{intl.formatMessage(messages.printHint)}</span>
      </Flex>
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {isLoading && <Spin />}
      {poster && (
        <section data-poster style={SHEET} aria-label={intl.formatMessage(messages.title)}>
          <div style={{ fontSize: 28, fontWeight: 700 }}>{poster.clinicName}</div>
          <h1 style={{ fontSize: 40, margin: '8px 0 16px', lineHeight: 1.2 }}>
            {intl.formatMessage(messages.title)}
          </h1>
          {image ? (
            <img
              src={image}
              alt={intl.formatMessage(messages.qrLabel)}
              data-check-in-qr
              style={{ width: 'min(100%, 420px)', aspectRatio: '1', display: 'block', margin: '0 auto' }}
            />
          ) : (
            <Spin />
          )}
          <ol
            style={{ fontSize: 22, textAlign: 'start', margin: '20px auto', maxWidth: 560, lineHeight: 1.5 }}
          >
            <li>{intl.formatMessage(messages.step1)}</li>
            <li>{intl.formatMessage(messages.step2)}</li>
            <li>{intl.formatMessage(messages.step3)}</li>
          </ol>
          <p style={{ fontSize: 18, margin: '0 0 8px' }}>{intl.formatMessage(messages.noPhone)}</p>
          <p style={{ fontSize: 14, margin: 0, color: '#434343' }}>
            {intl.formatMessage(named.validOn, { name: poster.name, date: formatDisplayDate(poster.date) })}
          </p>
        </section>
      )}
    </>
  );
}

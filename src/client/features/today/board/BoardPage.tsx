import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { getIntl } from '../../../i18n/intl';
import type { BoardLine } from '../todayTypes';
import { doctorTitle } from '../components/placeText';
import { useBoardLines } from './useBoardLines';

// high contrast for a screen read from across a waiting room: white and yellow on near-black
const SCREEN: CSSProperties = {
  minHeight: '100vh',
  margin: 0,
  padding: '3vh 4vw',
  boxSizing: 'border-box',
  background: '#0b0b0b',
  color: '#ffffff',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};
const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: '3vh 3vw',
};
const CARD: CSSProperties = { border: '3px solid #ffffff', borderRadius: 12, padding: '2vh 2vw' };
const DOCTOR: CSSProperties = { fontSize: 'clamp(24px, 3.2vw, 48px)', fontWeight: 700, margin: 0 };
const LABEL: CSSProperties = { fontSize: 'clamp(18px, 2vw, 32px)', margin: '1vh 0 0' };
const SERVING: CSSProperties = {
  fontSize: 'clamp(56px, 9vw, 140px)',
  fontWeight: 800,
  color: '#ffd600',
  lineHeight: 1.1,
  margin: 0,
};
const NEXT: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 2.5vw',
  fontSize: 'clamp(24px, 3.2vw, 52px)',
  fontWeight: 700,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const EXPECTED: CSSProperties = {
  display: 'block',
  fontSize: 'clamp(16px, 1.6vw, 26px)',
  fontWeight: 400,
  color: '#d9d9d9',
};
const NOTICE: CSSProperties = { fontSize: 'clamp(24px, 3vw, 44px)', maxWidth: '40ch', lineHeight: 1.4 };

/** No number: a dash, the same in every language. */
const NONE = '—';

// read from across a room: every language keeps these short
const messages = defineMessages({
  title: { id: 'today.board.title', defaultMessage: 'Queue' },
  nowServing: { id: 'today.board.nowServing', defaultMessage: 'Now serving' },
  next: { id: 'today.board.next', defaultMessage: 'Next' },
  refused: {
    id: 'today.board.refused',
    defaultMessage:
      'This board has no valid display key. Ask an admin for the board link of a current display.',
  },
  loading: { id: 'today.board.loading', defaultMessage: 'Loading…' },
  reconnecting: { id: 'today.board.reconnecting', defaultMessage: 'Reconnecting…' },
  noDoctors: { id: 'today.board.noDoctors', defaultMessage: 'No doctors on this board today.' },
});

const EXPECTED_AT = defineMessage<{ time: string }>({
  id: 'today.board.expectedAt',
  defaultMessage: 'about {time}',
});

/**
 * The refusal as formatted when this module loads (English in the tests, which read it); the board
 * formats it itself, in the language on screen.
 */
export const REFUSED_TEXT = getIntl().formatMessage(messages.refused);

function DoctorLine({ line }: { line: BoardLine }) {
  const intl = useIntl();
  const doctor = doctorTitle(line.doctorName, intl);
  return (
    <section style={CARD} aria-label={doctor}>
      <h2 style={DOCTOR}>{doctor}</h2>
      <p style={LABEL}>{intl.formatMessage(messages.nowServing)}</p>
      <p style={SERVING}>{line.nowServing ?? NONE}</p>
      <p style={LABEL}>{intl.formatMessage(messages.next)}</p>
      {line.next.length ? (
        <ul style={NEXT}>
          {line.next.slice(0, 3).map((number, i) => (
            <li key={number}>
              <span>{number}</span>
              {line.nextExpectedAt?.[i] && (
                <span style={EXPECTED}>
                  {intl.formatMessage(EXPECTED_AT, { time: line.nextExpectedAt[i] })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p style={NEXT}>{NONE}</p>
      )}
    </section>
  );
}

/**
 * /board?key=…: a full-screen queue board for a waiting room, without sign-in. It shows
 * each doctor's number being served and the next three with the time each is expected to be
 * called, never a patient's name (the server never sends one), and follows the queue live.
 */
export default function BoardPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const state = useBoardLines(params.get('key') ?? '');
  return (
    <main style={SCREEN}>
      <h1 style={{ ...DOCTOR, fontSize: 'clamp(28px, 3.6vw, 56px)', marginBottom: '3vh' }}>
        {intl.formatMessage(messages.title)}
      </h1>
      {state.kind === 'refused' && (
        <p role="alert" style={NOTICE}>
          {intl.formatMessage(messages.refused)}
        </p>
      )}
      {state.kind === 'loading' && <p style={NOTICE}>{intl.formatMessage(messages.loading)}</p>}
      {(state.kind === 'shown' || state.kind === 'offline') && (
        <>
          {state.kind === 'offline' && (
            <p role="status" style={{ ...LABEL, color: '#ffb4a8' }}>
              {intl.formatMessage(messages.reconnecting)}
            </p>
          )}
          {state.lines.length === 0 ? (
            <p style={NOTICE}>{intl.formatMessage(messages.noDoctors)}</p>
          ) : (
            <div style={GRID}>
              {state.lines.map((line) => (
                <DoctorLine key={line.doctorId} line={line} />
              ))}
            </div>
          )}
        </>
      )}
    </main>
  );
}

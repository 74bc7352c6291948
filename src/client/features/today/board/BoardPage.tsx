import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
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
const NEXT: CSSProperties = { fontSize: 'clamp(24px, 3.2vw, 52px)', fontWeight: 700, margin: 0 };
const NOTICE: CSSProperties = { fontSize: 'clamp(24px, 3vw, 44px)', maxWidth: '40ch', lineHeight: 1.4 };

export const REFUSED_TEXT =
  'This board has no valid display key. Ask an admin for the board link of a current display.';

function DoctorLine({ line }: { line: BoardLine }) {
  return (
    <section style={CARD} aria-label={doctorTitle(line.doctorName)}>
      <h2 style={DOCTOR}>{doctorTitle(line.doctorName)}</h2>
      <p style={LABEL}>Now serving</p>
      <p style={SERVING}>{line.nowServing ?? '—'}</p>
      <p style={LABEL}>Next</p>
      <p style={NEXT}>{line.next.length ? line.next.slice(0, 3).join('   ') : '—'}</p>
    </section>
  );
}

/**
 * /board?key=… (issue 22): a full-screen queue board for a waiting room, without sign-in. It shows
 * each doctor's number being served and the next three, never a patient's name (the server never
 * sends one), and follows the queue live.
 */
export default function BoardPage() {
  const [params] = useSearchParams();
  const state = useBoardLines(params.get('key') ?? '');
  return (
    <main style={SCREEN}>
      <h1 style={{ ...DOCTOR, fontSize: 'clamp(28px, 3.6vw, 56px)', marginBottom: '3vh' }}>Queue</h1>
      {state.kind === 'refused' && (
        <p role="alert" style={NOTICE}>
          {REFUSED_TEXT}
        </p>
      )}
      {state.kind === 'loading' && <p style={NOTICE}>Loading…</p>}
      {(state.kind === 'shown' || state.kind === 'offline') && (
        <>
          {state.kind === 'offline' && (
            <p role="status" style={{ ...LABEL, color: '#ffb4a8' }}>
              Reconnecting…
            </p>
          )}
          {state.lines.length === 0 ? (
            <p style={NOTICE}>No doctors on this board today.</p>
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

import { e2eEnvironment } from '../helpers/e2e';
import { blockingViolations } from '../helpers/axe-scan';
import {
  breaksIn,
  demoRoleWalks,
  walkPublic,
  walkRole,
  walkTwoAtATime,
  type Look,
  type Walk,
} from '../helpers/screen-walk';

/**
 * Every screen of every role as its people read it, in English, Hausa (the longest words) and Arabic
 * (right to left), at the desk's width and at 768 px, the patient's and the public screens also on a
 * 412 px phone. Nothing may be cut inside a word, wider than its box, past its table cell or left
 * under a sticky column that no sideways scroll uncovers. Each role's screens in English at the desk's
 * width are also scanned by axe-core (serious and critical findings fail).
 */
const env = e2eEnvironment();
const LANGUAGES = ['en', 'ha', 'ar'] as const;

let walked: (name: string) => Promise<Look[]>;

beforeAll(() => {
  const staffScreens: Walk = {
    browser: env.browser,
    baseUrl: env.server.baseUrl,
    languages: LANGUAGES,
    widths: ['1366', '768'],
    scan: { language: 'en', width: '1366', run: blockingViolations },
  };
  const patientScreens: Walk = { ...staffScreens, widths: ['1366', '768', '412'] };
  const roles = demoRoleWalks(env.server.db);
  const ofRole = (name: string, walkTo: Walk) => () =>
    walkRole({ ...walkTo, db: env.server.db }, roles[name]!);
  // longest first
  walked = walkTwoAtATime([
    ['admin', ofRole('admin', staffScreens)],
    ['staff', ofRole('staff', staffScreens)],
    ['patient', ofRole('patient', patientScreens)],
    ['doctor', ofRole('doctor', staffScreens)],
    ['public', () => walkPublic({ ...patientScreens, scan: undefined })],
    ['regDoctor', ofRole('regDoctor', staffScreens)],
  ]);
});

const WAIT = 600_000;

test.each([
  ['an administrator', '1366 and 768 px', 'admin'],
  ['front-desk staff', '1366 and 768 px', 'staff'],
  ['a patient', '1366, 768 and 412 px', 'patient'],
  ['a doctor', '1366 and 768 px', 'doctor'],
  ['a guest (the public screens)', '1366, 768 and 412 px', 'public'],
  ['a doctor applicant', '1366 and 768 px', 'regDoctor'],
])(
  '%s: every screen whole in English, Hausa and Arabic at %s',
  async (_who, _widths, name) => {
    expect(breaksIn(await walked(name))).toEqual([]);
  },
  WAIT,
);

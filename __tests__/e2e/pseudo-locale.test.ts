import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { DIST_DIR, e2eEnvironment } from '../helpers/e2e';
import {
  breaksIn,
  demoRoleWalks,
  walkPublic,
  walkRole,
  walkTwoAtATime,
  type Look,
  type Walk,
} from '../helpers/screen-walk';
import { BROWSER_MESSAGE_SOURCES, englishMessages } from '../../scripts/i18n/english';
import { PSEUDO_LOCALE } from '../../scripts/i18n/compile';
import { carriesPseudoLocale } from '../../scripts/build-staleness';

/**
 * The pseudo-locale walk: every screen of every role in FormatJS' en-XA (the English messages
 * accented, bracketed, about 35 % longer; scripts/i18n/compile.ts), at the desk's width. The narrow
 * widths are walked in English, Hausa and Arabic by layout-languages.test.ts.
 * A text that is still exactly an English message of the app did not come from a catalogue; a text
 * wider than its box, or header and sidebar items on top of each other, is a layout that breaks with
 * longer words. The build must carry the pseudo-locale: `npm test` builds with PSEUDO_LOCALE=1.
 */
const env = e2eEnvironment();
const ROOT = path.resolve(__dirname, '../..');

/** Texts shown as antd's and dayjs' own: they stay English under the pseudo-locale (only the app's change). */
const LIBRARY_WORDS = /^i18n\.(antd|calendar)\./;

/** English message (whitespace collapsed, lower case) → its ids: the app's texts without placeholders. */
let english = new Map<string, string[]>();

const normal = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s:*.…]+$/, '')
    .toLowerCase();

let walked: (name: string) => Promise<Look[]>;

beforeAll(async () => {
  if (!carriesPseudoLocale(DIST_DIR)) {
    throw new Error(`${DIST_DIR} has no pseudo-locale: build it with "PSEUDO_LOCALE=1 npm run build"`);
  }
  const messages = await englishMessages(ROOT, BROWSER_MESSAGE_SOURCES);
  const library = new Set(
    Object.entries(messages)
      .filter(([id]) => LIBRARY_WORDS.test(id))
      .map(([, text]) => normal(text)),
  );
  english = new Map();
  for (const [id, text] of Object.entries(messages)) {
    if (LIBRARY_WORDS.test(id) || !parse(text).every((element) => element.type === TYPE.literal)) continue;
    const key = normal(text);
    // a word antd also shows (OK, Cancel, No data) may be antd's own English: not the app's to translate
    if (!/[a-z]{2}/.test(key) || library.has(key)) continue;
    english.set(key, [...(english.get(key) ?? []), id]);
  }

  const walkTo: Walk = {
    browser: env.browser,
    baseUrl: env.server.baseUrl,
    languages: [PSEUDO_LOCALE],
    widths: ['1366'],
    wordsWhole: false,
  };
  const roles = demoRoleWalks(env.server.db);
  const ofRole = (name: string) => () => walkRole({ ...walkTo, db: env.server.db }, roles[name]!);
  // longest first
  walked = walkTwoAtATime([
    ['admin', ofRole('admin')],
    ['staff', ofRole('staff')],
    ['doctor', ofRole('doctor')],
    ['patient', ofRole('patient')],
    ['public', () => walkPublic(walkTo)],
    ['regDoctor', ofRole('regDoctor')],
  ]);
});

/** The English texts and the layout's breaks the walk named `name` found. */
async function findings(name: string): Promise<string[]> {
  const looks = await walked(name);
  const found = new Set<string>();
  for (const { screen, seen } of looks) {
    for (const { text, where } of seen.texts) {
      const ids = english.get(normal(text));
      if (ids) found.add(`${screen}: English "${text}" in ${where} (${ids.join(', ')})`);
    }
  }
  return [...found, ...breaksIn(looks)];
}

// each waits for its walk, which may have started while another test's was still running
const WAIT = 240_000;

test.each([
  ['an administrator', 'admin'],
  ['front-desk staff', 'staff'],
  ['a doctor', 'doctor'],
  ['a patient', 'patient'],
  ['a guest (the public screens)', 'public'],
  ['a doctor applicant', 'regDoctor'],
])(
  '%s: every screen in the pseudo-locale, at 1366 px',
  async (_who, name) => {
    expect(await findings(name)).toEqual([]);
  },
  WAIT,
);

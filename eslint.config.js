const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const formatjs = require('eslint-plugin-formatjs').default;

const featuresDir = path.join(__dirname, 'src/client/features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir).filter((f) => !f.includes('.'))
  : [];

/** The server's machinery: what every product area uses, and which never imports an area. */
const SERVER_MACHINERY = [
  'db',
  'plugins',
  'mail',
  'sms',
  'phones',
  'jobs',
  'lists',
  'read-cache',
  'metrics',
  'maintenance',
  'i18n',
  'project-root.ts',
  'config.ts',
];
const serverDir = path.join(__dirname, 'src/server');
/** Every other folder of src/server is a product area (accounts, appointments, …) or the demo data. */
const serverAreas = fs.existsSync(serverDir)
  ? fs
      .readdirSync(serverDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !SERVER_MACHINERY.includes(d.name))
      .map((d) => `./src/server/${d.name}`)
  : [];
const machineryZones = SERVER_MACHINERY.map((part) => ({
  target: `./src/server/${part}`,
  from: serverAreas,
  message: 'Server machinery never imports a product area: pass what it needs in from the area or app.ts.',
}));

// ---- Server areas (src/server) --------------------------------------------------------------------
/**
 * A server area answers through its index.ts: another area, and the top-level files (app.ts,
 * main.ts, background-jobs.ts, hooks.ts), import `../<area>`, never its files, so each area's surface
 * is one file and its insides may change without breaking a neighbour.
 */
const serverAreaZones = [
  ...serverAreas.map((area) => ({
    target: area,
    from: serverAreas.filter((other) => other !== area),
    except: ['./index.ts'],
    message: 'Import another server area through its index.ts only (../<area>).',
  })),
  {
    target: './src/server/*.ts',
    from: serverAreas,
    except: ['./index.ts'],
    message: 'Import a server area through its index.ts only (./<area>).',
  },
];

/**
 * appointments is the floor the waitlist, the clinic day (today), courses (series) and texts stand
 * on: what a change to a visit asks of them comes in as hooks (src/server/hooks.ts), so a change to
 * one of them never reaches into the rules of a booking, and no import circle can form.
 */
const serverFloorZones = [
  {
    target: './src/server/appointments',
    from: ['today', 'series', 'waitlist', 'texts'].map((area) => `./src/server/${area}`),
    message:
      'appointments stands below today, series, waitlist and texts: take what it needs from them as a hook (VisitHooks, src/server/hooks.ts), or move the piece down.',
  },
];
/**
 * A function of the server or shared with more than four parameters takes an options object: its
 * calls then name what they pass. A migration that has shipped is never edited, so they are left out.
 */
const serverParams = {
  files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
  ignores: ['src/server/db/migrations/**'],
  rules: { 'max-params': ['error', 4] },
};
// ---- end of server areas --------------------------------------------------------------------------

/** A feature may use another feature only through that feature's index.ts (bulletproof-react). */
const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message: 'Import another feature through its index.ts only.',
}));

// ---- The client's rooms ---------------------------------------------------------------------------
// src/client/app/ is the composition root (router, store, providers, guards, the loading flag) and
// imports anything; src/client/lib/ and src/client/components/ hold what features share (the api base,
// paged lists, typed store hooks, toasts, clinic time, shared UI pieces) and import no feature and
// not app/; a feature imports neither app/ nor another feature's insides (featureZones above).
const clientRoomZones = [
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'Features never import the composition root: what they share lives in src/client/lib.',
  },
  {
    target: ['./src/client/lib', './src/client/components'],
    from: ['./src/client/features', './src/client/app', './src/client/layout'],
    message: 'What features share imports no feature, nor the app that composes them.',
  },
];
// ---- end of the client's rooms ---------------------------------------------------------------------

/**
 * Where every text a person reads comes from the catalogues: English beside the code as a
 * FormatJS message with an id, the other languages in src/locales. A folder joins this list when it
 * is translated; a literal a person would read there (JSX text, title, placeholder, aria-label,
 * alt, label, a toast) then fails the lint.
 */
const TRANSLATED = [
  'src/client/i18n',
  'src/client/app',
  'src/client/lib',
  'src/client/layout',
  'src/client/components',
  ...features.map((feature) => `src/client/features/${feature}`),
];

/** Props that hold words a person reads, beyond the plugin's own (aria-*, placeholder, title, alt). */
const READ_PROPS =
  '{title,label,message,content,subTitle,okText,cancelText,tooltip,description,extra,help,emptyText,addonBefore,addonAfter,buttonLabel}';

const translatedRules = {
  files: TRANSLATED.map((entry) => (entry.endsWith('.tsx') || entry.endsWith('.ts') ? entry : `${entry}/**`)),
  plugins: { formatjs },
  rules: {
    'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', READ_PROPS]] } }],
    'formatjs/enforce-default-message': ['error', 'literal'],
    'formatjs/enforce-placeholders': 'error',
    'formatjs/no-multiple-plurals': 'error',
    'formatjs/no-offset': 'error',
    // shared English strings (MSG, PATIENT_MESSAGES, NOT_SET, INVALID_BOOKING_TIME, …): in the
    // browser a message's default is compiled away (it becomes its AST) and these stay English, so a
    // screen says their *_TEXT descriptors instead
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)shared/(messages|appointmentDisplay|roles|vocabulary|schemas/[a-zA-Z]+)$',
            importNames: [
              'MSG',
              'PATIENT_MESSAGES',
              'NOT_SET',
              'INVALID_BOOKING_TIME',
              'INVALID_TIME_MESSAGE',
            ],
            message: 'Format the *_TEXT message (intl.formatMessage) in the browser.',
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.property.name=/^(success|error|info|warning|loading)$/][callee.object.name=/^(message|messageApi)$/] > :matches(Literal, TemplateLiteral).arguments:first-child',
        message: 'A toast says what a catalogue says: format a message (intl.formatMessage) instead.',
      },
    ],
  },
};

module.exports = tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // type-only circles are caught by `npm run lint`'s madge step, which this rule does not see
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...clientRoomZones,
            ...machineryZones,
            ...serverAreaZones,
            ...serverFloorZones,
            { target: './src/client', from: './src/server', message: 'The browser cannot use server code.' },
            { target: './src/server', from: './src/client', message: 'The server cannot use browser code.' },
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'shared stands alone.',
            },
          ],
        },
      ],
    },
  },
  translatedRules,
  serverParams,
  // The answer schemas describe what the server sends: the browser reads only their types. A value
  // imported from them would bring every answer of the module, with its document words, into the
  // bundle (a zod schema built at a module's top level is kept by the minifier whether used or not).
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/schemas/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/answers/*', '../answers/*'],
              allowTypeImports: true,
              message: 'The browser takes only types from the answer schemas (import type).',
            },
          ],
        },
      ],
    },
  },
  // React's rules (the compiler's analysis among them, the lint's costliest step) where React code lives
  {
    files: ['**/*.tsx', 'src/client/**/*.ts', '__tests__/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // a function of five or more parameters takes an options object: its calls then say what each value is
  { files: ['src/client/**/*.{ts,tsx}'], rules: { 'max-params': ['error', 4] } },
  {
    files: ['scripts/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    files: ['*.js', '__tests__/helpers/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

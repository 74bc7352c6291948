const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');

const featuresDir = path.join(__dirname, 'src/client/features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir).filter((f) => !f.includes('.'))
  : [];

/** A feature may use another feature only through that feature's index.ts (bulletproof-react). */
const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message: 'Import another feature through its index.ts only.',
}));

module.exports = tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
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
  {
    files: ['*.js', '__tests__/helpers/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

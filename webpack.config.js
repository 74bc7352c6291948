const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');
const { transformSync } = require('esbuild');
const {
  Compilation,
  DefinePlugin,
  IgnorePlugin,
  NormalModuleReplacementPlugin,
  sources,
} = require('webpack');

/** Whether a module is part of an async chunk of one of these names ('…-': any name with that prefix). */
const inChunk = (chunkGraph, module, ...names) =>
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
    names.some((name) => (name.endsWith('-') ? chunk.name?.startsWith(name) : chunk.name === name)),
  );
/** The signed-in frame and the full-screen spinner, which every signed-in page shows at once. */
const FRAME = ['frame', 'frame-spinner'];

/**
 * Minifies the extracted style sheets with esbuild (webpack minifies only JavaScript): they shipped
 * as written, comments and indentation included, about 0.9 KB gzip on every signed-in page.
 */
class MinifyCss {
  apply(compiler) {
    compiler.hooks.compilation.tap('MinifyCss', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MinifyCss', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.css'))) {
            const css = assets[name].source().toString();
            const { code } = transformSync(css, { loader: 'css', minify: true });
            compilation.updateAsset(name, new sources.RawSource(code));
          }
        },
      );
    });
  }
}

/**
 * What the service worker keeps for offline use (precaches): the page, the logo and icons, and the
 * chunks of these chunk groups: the entry, the signed-in frame, the sign-in page, the patient's home
 * and place in line, and every language's words (catalogues, antd's and dayjs' words), so a patient
 * who opened the app once finds their home in their language without a connection. Other pages'
 * chunks are kept as they are first downloaded (the worker's 'assets' cache).
 */
const PRECACHED_GROUPS =
  /^(main|frame|frame-spinner|public-login|patient-home|queue-place|release-notice|lang-.+|ui-locale.*|dayjs-.+)$/;
/** Never precached: the pre-compressed copies (the worker keeps each file once), licences, the carousel pictures, the PDF fonts. */
const NOT_PRECACHED = [/\.(gz|br|map|txt)$/, /^\/?carousel\//, /\.(woff2?|ttf)$/];

const shellFiles = new WeakMap();
/** Workbox's exclude test: a script or style sheet outside PRECACHED_GROUPS, or a NOT_PRECACHED file. */
function notPrecached({ asset, compilation }) {
  if (!/\.(js|css)$/.test(asset.name)) return NOT_PRECACHED.some((pattern) => pattern.test(asset.name));
  let files = shellFiles.get(compilation);
  if (!files) {
    files = new Set();
    for (const [name, group] of compilation.namedChunkGroups) {
      if (!PRECACHED_GROUPS.test(name)) continue;
      for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
    }
    shellFiles.set(compilation, files);
  }
  return !files.has(asset.name);
}

/**
 * The service worker (dist/sw.js): the app shell precached under its content hashes, every
 * navigation answered with the precached page (offline too), and a new release installed beside the
 * running one, waiting until the user takes it (src/client/layout/ReleaseNotice.tsx), so a page
 * never runs half old, half new. The page is precached as '/', the URL the server sends it from with
 * its policy header, not as the index.html template. No API answer is ever cached by the worker.
 */
const serviceWorker = () =>
  new GenerateSW({
    swDest: 'sw.js',
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    exclude: [notPrecached],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          /(^|\/)index\.html$/.test(entry.url) ? { ...entry, url: '/' } : entry,
        ),
        warnings: [],
      }),
    ],
    navigateFallback: '/',
    // what the server answers itself (the API and its reference, FHIR, SMART, uploads, health and
    // metrics, the manifest) and the waiting-room board (a screen kept live, never installed)
    navigateFallbackDenylist: [
      /^\/(api|fhir|oauth2|uploads|\.well-known)\//,
      /^\/(healthz|readyz|metrics|manifest\.webmanifest)$/,
      /^\/board/,
    ],
    runtimeCaching: [
      {
        // content-hashed, so a kept copy is never stale: the chunks of pages visited since
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 150 } },
      },
    ],
  });

/** Production build of the single-page app into dist/: content-hashed, split by route, pre-compressed. */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const compressible = /\.(js|css|html|svg)$/;
  return {
    entry: './src/client/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // 8 hex digits tell a file's versions apart; the runtime lists every chunk's hash, on every page
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // every message arrives compiled (above, and scripts/i18n/compile.ts): FormatJS without its parser
      alias: {
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: [
            {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
            // FormatJS, first: each English text beside the code is compiled to the AST the
            // catalogues are compiled to, so the browser needs no message parser (alias above). Babel
            // only reads and reprints the TypeScript here; swc then compiles it.
            {
              loader: 'babel-loader',
              options: {
                babelrc: false,
                configFile: false,
                cacheDirectory: true,
                // preserveWhitespace: the spec's 'Doctor Profile Updated  successfully' keeps its two spaces
                plugins: [['formatjs', { ast: true, preserveWhitespace: true }]],
                overrides: [
                  {
                    test: /\.tsx$/,
                    plugins: [
                      '@babel/plugin-syntax-jsx',
                      ['@babel/plugin-syntax-typescript', { isTSX: true }],
                    ],
                  },
                  { test: /\.ts$/, plugins: ['@babel/plugin-syntax-typescript'] },
                ],
              },
            },
          ],
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // antd's utility package does not say its modules are free of side effects: each import of its
        // index then kept every helper any page uses (KeyCode, …) in the first download, about 1.7 KB
        // gzip on /login. Its modules only define functions, so an import takes only what it names.
        { test: /[\\/]node_modules[\\/]@rc-component[\\/]util[\\/]/, sideEffects: false },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        // the PDF exports' fonts for Arabic, Hausa and Yorùbá, fetched when an export needs them
        { test: /\.(woff|ttf)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'static/index.html',
        scriptLoading: 'defer',
        minify: false,
      }),
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
      // the pseudo-locale's code only in a build made with PSEUDO_LOCALE=1, the test build:
      // false otherwise, and the client's code for it is dropped (src/client/i18n/pseudoLocale.ts)
      new DefinePlugin({
        __PSEUDO_LOCALE__: JSON.stringify(process.env.PSEUDO_LOCALE === '1' ? 'en-XA' : false),
      }),
      // moment's locales are never used (src/shared/momentFormats.ts formats in English only)
      new IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // the insights charts' helper takes react-dom/client whole (import()): it gets createRoot alone, so
      // react-dom in every page's first download stays as it was (src/client/lib/createRootOnly.ts)
      new NormalModuleReplacementPlugin(/^react-dom\/client$/, (resource) => {
        if (/@ant-design[\\/]charts-util/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/client/lib/createRootOnly.ts');
        }
      }),
      new CopyPlugin({ patterns: [{ from: 'static', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(production
        ? [
            new MinifyCss(),
            serviceWorker(),
            new CompressionPlugin({
              test: compressible,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              threshold: 1024,
            }),
            new CompressionPlugin({
              test: compressible,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 1024,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    optimization: {
      // swc's minifier, in webpack's own minimizer plugin: terser took about two of the build's three
      // minutes for output of the same size
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
      splitChunks: {
        chunks: 'all',
        // a page's pieces that only a few other pages share stay in its own chunk (below ~60 KB before
        // minifying, ~3-6 KB gzip): a first visit fetches a few files, not a dozen small ones whose
        // separate compression and wrappers cost 1-2 KB gzip per page
        minSize: 60000,
        cacheGroups: {
          // Every signed-in page loads the frame (src/client/app/router.tsx names its chunk) and the
          // full-screen spinner (src/client/app/FullScreenSpinner.tsx) at once: what they need goes into
          // one chunk, so pages do not each carry their own copy of the pieces they share with it
          // (dayjs, the popover, …) and the first visit downloads a few files, not a dozen small ones
          // that compress worse. What the frame shares with the sign-in screens goes into 'shell', so
          // signing in does not download the frame. Async chunks only: the entry (and the bench's
          // floor pages) split as before.
          shell: {
            chunks: 'async',
            name: 'shell',
            priority: 30,
            enforce: true,
            test: (module, { chunkGraph }) =>
              inChunk(chunkGraph, module, ...FRAME) && inChunk(chunkGraph, module, 'public-'),
          },
          frame: {
            chunks: 'async',
            name: 'frame-lib',
            priority: 20,
            enforce: true,
            test: (module, { chunkGraph }) => inChunk(chunkGraph, module, ...FRAME),
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    // a newcomer's npm start should show the URL and demo accounts, not every module
    stats: production ? 'errors-warnings' : 'normal',
  };
};

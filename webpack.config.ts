// Production and development build of the SPA (architecture §4): ESNext modules for tree-shaking,
// lazy routes, shared chunks, Trusted Types for webpack's own script loading, and a stats file
// that scripts/measure-bundle.mjs reads.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib, { type BrotliOptions } from 'node:zlib';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { GriffelCSSExtractionPlugin } from '@griffel/webpack-extraction-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));
// The release both sides report as: the API's version and the commit (server/build-info.ts).
import { appVersion as version, buildCommit } from './server/build-info.ts';

/**
 * The compiled stylesheet (docs/adr/0015) is linked as a preload rather than a stylesheet: the browser
 * fetches it at once with a high priority but paints index.html's skeleton without waiting for it
 * (issue 16). src/app/applyStylesheets.ts applies it, and React's first render waits until it has.
 */
class StylesheetPreloadPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('StylesheetPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StylesheetPreloadPlugin', (data) => {
        for (const tag of data.assetTags.styles) {
          if (tag.tagName === 'link' && tag.attributes.rel === 'stylesheet') Object.assign(tag.attributes, { rel: 'preload', as: 'style' });
        }
        return data;
      });
    });
  }
}

class StatsFilePlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      const json = stats.toJson({ all: false, assets: true, chunks: true, entrypoints: true, chunkGroups: true, ids: true });
      fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
      fs.writeFileSync(path.join(root, 'reports', 'webpack-stats.json'), JSON.stringify(json));
      // BUNDLE_MODULES=1: which modules each chunk holds, and their sizes, for finding what weighs on a route.
      if (process.env.BUNDLE_MODULES === '1') {
        const modules = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
        fs.writeFileSync(path.join(root, 'reports', 'webpack-modules.json'), JSON.stringify(modules));
      }
    });
  }
}

/** TypeScript through ts-loader, types left to `tsc` (the reference shell of scripts/measure-lighthouse.mjs uses it too). */
export const typescriptRule: webpack.RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: { transpileOnly: true, compilerOptions: { noEmit: false, allowImportingTsExtensions: false, rewriteRelativeImportExtensions: false } },
  },
};

/**
 * Tree-shaking, Terser and shared chunks (the reference shell uses the same). webpack's runtime is
 * part of the entry chunk, and the sign-in page's chunk is not split: what it needs beyond the
 * start-up bundle (Fluent's Field, Input, Label, Text, Link) comes in that one request instead of
 * five (issue 16, docs/adr/0010); the pages that share those parts keep their shared chunks. Shared
 * chunks under 50 KB are split off only while a page's load stays within four requests
 * (`maxAsyncRequests`; webpack splits larger ones whatever the count): a browser asks an HTTP/1.1
 * server six at a time, and the member home's first visit queued behind its own small chunks
 * (docs/adr/0021).
 */
export function optimization(): webpack.Configuration['optimization'] {
  return {
    sideEffects: true,
    minimizer: [
      new TerserPlugin({
        extractComments: false,
        terserOptions: { ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
      }),
    ],
    splitChunks: { chunks: (chunk) => chunk.name !== 'auth', maxAsyncRequests: 4 },
    runtimeChunk: false,
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies, file.br and file.gz, of every asset worth compressing
 * (images and fonts in these formats are compressed already); a copy is kept only when smaller.
 * The reference shell of scripts/measure-lighthouse.mjs is built with the same.
 */
export function compressedCopies(exclude?: RegExp): webpack.WebpackPluginInstance[] {
  const test = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map|ico)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test,
      exclude,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test,
      exclude,
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * Production styles are compiled at build time (issue 16, docs/adr/0015): `@griffel/webpack-loader`
 * turns every makeStyles, makeResetStyles and makeStaticStyles call (the app's and Fluent's) into its
 * finished CSS rules, and Griffel's extraction plugin moves those rules out of the JavaScript into one
 * stylesheet, sorted as Griffel sorts them at run time. The browser then neither ships nor runs the
 * style compiler, and each component keeps only its class names. Static styles come from
 * `@griffel/react`, the one package that exports their build-time form. Development keeps run-time
 * styles (no Babel pass, faster rebuilds).
 */
const griffelSources = [path.join(root, 'src'), /node_modules[\\/]@fluentui[\\/]/];
const griffelAheadOfTimeRules: webpack.RuleSetRule[] = [
  { test: /\.(js|mjs|ts|tsx)$/, include: griffelSources, use: { loader: GriffelCSSExtractionPlugin.loader } },
  {
    test: /\.(js|mjs|ts|tsx)$/,
    include: griffelSources,
    use: {
      loader: '@griffel/webpack-loader',
      options: {
        // The styles' own imports (media queries, portal colours) are evaluated at build time from TypeScript.
        babelOptions: { presets: ['@babel/preset-typescript'] },
        modules: [
          { moduleSource: '@fluentui/react-components', importName: 'makeStyles', resetImportName: 'makeResetStyles', staticImportName: null },
          { moduleSource: '@griffel/react', importName: 'makeStyles', resetImportName: 'makeResetStyles', staticImportName: 'makeStaticStyles' },
          // The loader skips a file naming neither import above, so a file with only static styles would keep
          // them at run time; this entry names no real package and only lets such files through.
          { moduleSource: 'griffel-static-styles-only', importName: 'makeStaticStyles', resetImportName: 'makeResetStyles', staticImportName: null },
        ],
      },
    },
  },
  { test: /griffel\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
];

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration => {
  const mode = argv.mode ?? 'production';
  const runtimeConfig = process.env.RUNTIME_CONFIG ?? (mode === 'production' ? 'production' : 'development');
  return {
    mode,
    // Evergreen browsers only: modern syntax in webpack's own runtime too.
    target: ['web', 'es2022'],
    entry: { main: './src/main.tsx' },
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
      trustedTypes: { policyName: 'webpack' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // react-router's package exports only its development build; the production build drops dev checks.
      alias: mode === 'production' ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') } : {},
    },
    module: {
      rules: [
        ...(mode === 'production' ? griffelAheadOfTimeRules : []),
        typescriptRule,
        { test: /\.svg$/, type: 'asset/resource' },
        // A library's stylesheet (rrweb-player's) as a file the page links when it needs it.
        { test: /\.css$/, exclude: /griffel\.css$/, type: 'asset/resource', generator: { filename: 'static/css/[name].[contenthash:8][ext]' } },
      ],
    },
    optimization: optimization(),
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        __COMMIT__: JSON.stringify(buildCommit),
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'head' }),
      new CopyWebpackPlugin({
        patterns: [
          { from: `config/runtime-config.${runtimeConfig}.json`, to: 'runtime-config.json' },
          { from: 'src/public', to: '.' },
          // Azure Static Web Apps reads its routes, headers and fallback from the root of what is deployed.
          { from: 'deploy/staticwebapp.config.json', to: 'staticwebapp.config.json' },
        ],
      }),
      // Brotli and gzip copies beside every text asset, which the Node server sends by Accept-Encoding
      // (server/static/spa-static.ts); the Static Web Apps configuration is read by Azure, never served.
      ...(mode === 'production' ? compressedCopies(/staticwebapp\.config\.json$/) : []),
      // Griffel's extracted rules, in one stylesheet the page preloads (see griffelAheadOfTimeRules and StylesheetPreloadPlugin).
      ...(mode === 'production'
        ? [new MiniCssExtractPlugin({ ignoreOrder: true, filename: 'static/css/[name].[contenthash:8].css' }), new GriffelCSSExtractionPlugin(), new StylesheetPreloadPlugin()]
        : []),
      new StatsFilePlugin(),
    ],
  };
};

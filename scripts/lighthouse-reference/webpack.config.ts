// Builds the reference login shell (main.tsx) as the portal is built (webpack.config.ts): ESNext for
// evergreen browsers, Terser, split chunks with the runtime in the entry chunk, deferred scripts, Brotli and gzip copies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { compressedCopies, optimization, typescriptRule } from '../../webpack.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
/** Where the measurement serves the reference from (reports/ is not committed). */
export const referenceDist = path.join(root, 'reports', 'lighthouse-reference');

const config: webpack.Configuration = {
  mode: 'production',
  context: root,
  target: ['web', 'es2022'],
  entry: { main: path.join(here, 'main.tsx') },
  devtool: false,
  output: {
    path: referenceDist,
    filename: 'static/js/[name].[contenthash:8].js',
    chunkFilename: 'static/js/[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
  },
  module: { rules: [typescriptRule] },
  optimization: optimization(),
  performance: { hints: false },
  plugins: [new HtmlWebpackPlugin({ template: path.join(here, 'index.html'), scriptLoading: 'defer', inject: 'head' }), ...compressedCopies()],
};

export default config;

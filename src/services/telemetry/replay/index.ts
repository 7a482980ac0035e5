// Session replay (issue 14, spec §9), the module the telemetry loader imports lazily. What screens
// need at once — the pause hook and switch — has no rrweb in it; `startReplay` fetches the recorder
// (@rrweb/record) in a chunk of its own, so rrweb never weighs on the first load. Replay never
// throws to the app: without the browser features it needs (CompressionStream, fetch) it does nothing.
import type { ReplayController, ReplayOptions } from './ReplayRecorder.ts';
import { pauseReplay } from './replayPause.ts';
import { yieldToBrowser } from '../../../shared/yieldToBrowser.ts';

export { useReplayPause, pauseReplay, isReplayPaused } from './replayPause.ts';
export type { ReplayController, ReplayOptions } from './ReplayRecorder.ts';

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Starts recording this page (one replay per page load). Returns at once; rrweb arrives a moment
 * later. markError / pause / stop before then are remembered.
 */
export function startReplay(options: ReplayOptions): ReplayController {
  let recorder: ReplayController | null = null;
  let errorSeen = false;
  let stopped = false;
  const controller: ReplayController = {
    markError: () => {
      errorSeen = true;
      recorder?.markError();
    },
    // The module-level switch: honoured whether or not the recorder has arrived.
    pause: () => pauseReplay(),
    stop: () => {
      stopped = true;
      recorder?.stop();
    },
  };
  if (typeof CompressionStream !== 'function' || typeof fetch !== 'function' || typeof sessionStorage === 'undefined') return controller;
  void Promise.all([import(/* webpackChunkName: "replay-recorder" */ '@rrweb/record'), import('./ReplayRecorder.ts'), import('./chunkEncoding.ts')])
    .then(async ([{ record }, { ReplayRecorder, sendWithFetch }, { gzipInBrowser }]) => {
      // The recorder's first snapshot is a long task of its own, apart from evaluating rrweb.
      await yieldToBrowser();
      if (stopped) return;
      const started = new ReplayRecorder(options, {
        record,
        compress: gzipInBrowser,
        send: sendWithFetch,
        storage: options.persistDecision === false ? null : window.sessionStorage,
        random: Math.random,
        newReplayId: () => randomHex(16),
        page: { window, document },
      });
      recorder = started;
      if (errorSeen) started.markError();
    })
    .catch(() => undefined);
  return controller;
}

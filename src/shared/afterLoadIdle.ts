// Runs work that the first paint does not need (the telemetry SDK, the consent
// bar, the footer's contact line) once the page has loaded, the first routed page is on screen and
// the browser is idle, so it never competes with the first page (issue 16). The router says when its
// first page is shown (markPageShown); a screen without one (the boot failure, the staff area) gets
// the deferred work 10 s after load at the latest.
/** Named in the page's performance timeline when the first deferred work starts (scripts/measure-login-path.mjs reads it). */
export const IDLE_MARK = 'portal:after-load-idle';

function markIdle(win: Window) {
  if (typeof win.performance?.mark !== 'function' || win.performance.getEntriesByName(IDLE_MARK).length > 0) return;
  win.performance.mark(IDLE_MARK);
}

const PAGE_WAIT_MS = 10_000;
let pageShown = false;
const waitingForPage = new Set<() => void>();

/** The first routed page is on screen: deferred work may start once the browser is idle. */
export function markPageShown(): void {
  if (pageShown) return;
  pageShown = true;
  for (const resume of waitingForPage) resume();
  waitingForPage.clear();
}

export function afterLoadIdle(work: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let pageTimer: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    const start = () => {
      if (cancelled) return;
      markIdle(win);
      work();
    };
    if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(start, { timeout: 3000 });
    else idleHandle = win.setTimeout(start, 1);
  };
  const resume = () => {
    if (pageTimer !== undefined) win.clearTimeout(pageTimer);
    waitingForPage.delete(resume);
    whenIdle();
  };
  const run = () => {
    if (cancelled) return;
    if (pageShown) return whenIdle();
    waitingForPage.add(resume);
    pageTimer = win.setTimeout(resume, PAGE_WAIT_MS);
  };
  const onLoad = () => run();
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    waitingForPage.delete(resume);
    if (pageTimer !== undefined) win.clearTimeout(pageTimer);
    win.removeEventListener('load', onLoad);
    if (idleHandle !== undefined && typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
  };
}

// Runs work that the first paint does not need (the telemetry SDK, the offline banner, the consent
// bar) once the page has loaded and the browser is idle, so it never competes with the first page.
export function afterLoadIdle(work: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(() => !cancelled && work(), { timeout: 3000 });
    else idleHandle = win.setTimeout(() => !cancelled && work(), 1);
  };
  const onLoad = () => run();
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    if (idleHandle !== undefined && typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
  };
}

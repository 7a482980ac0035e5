// The production build links its compiled stylesheet as a preload (webpack.config.ts,
// StylesheetPreloadPlugin), so index.html's skeleton is painted without waiting for it. Here each
// preloaded stylesheet is applied, and the promise settles once every one has loaded, so React's first
// render is styled. A stylesheet that fails, or has not arrived after `timeoutMs`, no longer holds the
// page back: the portal renders and works unstyled, and the sheet styles it if it comes later.
export const STYLESHEET_WAIT_MS = 8000;

export function applyPreloadedStylesheets(doc: Document = document, timeoutMs = STYLESHEET_WAIT_MS): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const loaded = preloads.map(
    (preload) =>
      new Promise<void>((resolve) => {
        const sheet = doc.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.href = preload.href;
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
        preload.after(sheet);
      }),
  );
  if (loaded.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void Promise.all(loaded).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

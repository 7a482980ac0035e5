// The compiled stylesheet, preloaded by index.html, is applied before React's first render; a sheet that
// fails or never arrives does not keep the portal from rendering.
import { applyPreloadedStylesheets } from '../../../src/app/applyStylesheets';

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  // As the build writes it (jsdom has no `as` property).
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'style');
  link.setAttribute('href', href);
  document.head.append(link);
  return link;
}

const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** Whether `promise` has settled once pending promise callbacks have run (no timer runs meanwhile). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  return done;
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

test('each preloaded stylesheet is applied, and the wait ends once all have loaded', async () => {
  preload('/static/css/griffel.1.css');
  preload('/static/css/other.2.css');
  const ready = applyPreloadedStylesheets(document);
  const [first, second] = sheets();
  expect(sheets().map((sheet) => new URL(sheet.href).pathname)).toEqual(['/static/css/griffel.1.css', '/static/css/other.2.css']);
  first!.dispatchEvent(new Event('load'));
  expect(await settled(ready)).toBe(false);
  second!.dispatchEvent(new Event('load'));
  expect(await settled(ready)).toBe(true);
});

test('a stylesheet that fails to load ends the wait too', async () => {
  preload('/static/css/griffel.1.css');
  const ready = applyPreloadedStylesheets(document);
  sheets()[0]!.dispatchEvent(new Event('error'));
  expect(await settled(ready)).toBe(true);
});

test('a stylesheet that does not arrive holds the first render back for the time limit only, and stays linked', async () => {
  jest.useFakeTimers();
  preload('/static/css/griffel.1.css');
  const ready = applyPreloadedStylesheets(document, 8000);
  jest.advanceTimersByTime(7999);
  expect(await settled(ready)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(ready)).toBe(true);
  expect(sheets()).toHaveLength(1);
});

test('with nothing preloaded (development builds) there is nothing to wait for', async () => {
  const ready = applyPreloadedStylesheets(document);
  expect(await settled(ready)).toBe(true);
  expect(sheets()).toEqual([]);
});

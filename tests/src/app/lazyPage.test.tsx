import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { isNewVersionDeployed, lazyPage } from '../../../src/app/lazyPage';
import { isChunkLoadError, loadOrFallback, loadWithRetry } from '../../../src/shared/loadWithRetry';
import { telemetry } from '../../../src/services/telemetry/telemetry';
import { OfflineBanner } from '../../../src/app/OfflineBanner';
import { createI18n } from '../../../src/i18n/createI18n';

const chunkError = () => Object.assign(new Error('Loading chunk member failed.\n(error: http://localhost/static/js/member.1234abcd.js)'), { name: 'ChunkLoadError' });
const Page: ComponentType = () => <p>Your stored items</p>;
const noWait = () => Promise.resolve();

async function renderUi(ui: React.ReactElement) {
  const i18n = await createI18n('en-US');
  return render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
    </I18nextProvider>,
  );
}

describe('loading pages when the network fails', () => {
  test('chunk failures are told from other failures', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  test('a chunk that fails once is asked for again; other errors are not retried', async () => {
    const flaky = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ default: Page });
    await expect(loadWithRetry(flaky, noWait)).resolves.toEqual({ default: Page });
    expect(flaky).toHaveBeenCalledTimes(2);
    const broken = jest.fn().mockRejectedValue(new Error('bug'));
    await expect(loadWithRetry(broken, noWait)).rejects.toThrow('bug');
    expect(broken).toHaveBeenCalledTimes(1);
  });

  test('code with a stand-in settles on it: a chunk lost twice quietly, a fault in the code reported', async () => {
    const report = jest.spyOn(telemetry, 'trackException').mockImplementation(() => undefined);
    try {
      const lost = jest.fn().mockRejectedValue(chunkError());
      await expect(loadOrFallback(lost, 'stand-in', 'test')).resolves.toBe('stand-in');
      expect(lost).toHaveBeenCalledTimes(2);
      expect(report).not.toHaveBeenCalled();
      const broken = jest.fn().mockRejectedValue(new Error('bug'));
      await expect(loadOrFallback(broken, 'stand-in', 'test')).resolves.toBe('stand-in');
      expect(broken).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'bug' }), { where: 'test' });
      await expect(loadOrFallback(() => Promise.resolve('code'), 'stand-in', 'test')).resolves.toBe('code');
    } finally {
      report.mockRestore();
    }
  });

  test('a page that cannot be loaded says so in its place, and Try again shows it once the network is back', async () => {
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve({ default: Page }) : Promise.reject(chunkError())));
    const Lazy = lazyPage(load);
    await renderUi(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('This part of the portal could not be loaded');
    expect(load).toHaveBeenCalledTimes(2);
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your stored items')).toBeInTheDocument();
  });

  test('a new deployment is recognised by an entry script this page did not load', async () => {
    document.head.innerHTML = '<script src="/static/js/main.aaaa1111.js"></script>';
    await expect(isNewVersionDeployed(() => Promise.resolve('<script defer src="/static/js/main.aaaa1111.js"></script>'))).resolves.toBe(false);
    await expect(isNewVersionDeployed(() => Promise.resolve('<script defer src="/static/js/main.bbbb2222.js"></script>'))).resolves.toBe(true);
    await expect(isNewVersionDeployed(() => Promise.reject(new Error('offline')))).resolves.toBe(false);
  });

  test('the offline notice appears inside a live region that was on the page before, so it is announced', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = await renderUi(<OfflineBanner />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toContainElement(screen.getByRole('status'));
    onLine.mockRestore();
  });

  test('the offline banner shows while the browser is offline and goes when it is back', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderUi(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    // A field scrolled into view stops below the notice: the page's scroll padding is the notice's height.
    expect(document.documentElement.style.scrollPaddingTop).toMatch(/^\d+px$/);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
    onLine.mockRestore();
  });
});

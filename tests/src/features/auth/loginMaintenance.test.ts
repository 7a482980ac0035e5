// Start-up's read of the sign-in page's maintenance: used once by the page, only while fresh; with a
// window to tell, the notice's code and texts are in before the page is drawn; a failure of any part
// leaves the page to read or load it itself.
import type { PortalApi } from '../../../../src/services/api/createPortalApi';
import type { MaintenanceNotice } from '../../../../contract/api/auth';
import { createI18n } from '../../../../src/i18n/createI18n';
import { forgetStartupMaintenance, loadedNoticeView, prepareStartupMaintenance, startupMaintenance } from '../../../../src/features/auth/loginMaintenance';

const none: MaintenanceNotice = { clinic: null, site: null, timeZone: 'Europe/Madrid' };
const scheduled: MaintenanceNotice = { clinic: { startsAtUtc: '2026-12-07T10:00:00Z', endsAtUtc: '2026-12-07T12:00:00Z' }, site: null, timeZone: 'Europe/Madrid' };

function apiAnswering(answer: () => Promise<MaintenanceNotice>) {
  const maintenanceNoticeFromUrl = jest.fn(answer);
  return { api: { auth: { maintenanceNoticeFromUrl } } as unknown as PortalApi, maintenanceNoticeFromUrl };
}

/** An i18n load that fails, as main.tsx holds it (handled there: its failure is the boot failure). */
function failedI18n(): Promise<never> {
  const load = Promise.reject(new Error('i18n failed'));
  load.catch(() => undefined);
  return load;
}

afterEach(() => {
  forgetStartupMaintenance();
  jest.restoreAllMocks();
});

describe('the sign-in page’s start-up maintenance read', () => {
  test('asks by site address; nothing to tell is ready at once, used once, and stands only for a minute', async () => {
    const { api, maintenanceNoticeFromUrl } = apiAnswering(() => Promise.resolve(none));
    await prepareStartupMaintenance(api, 'sol.localhost:8080', failedI18n());
    expect(maintenanceNoticeFromUrl).toHaveBeenCalledWith('sol.localhost:8080', { skipErrorPolicy: true });
    expect(startupMaintenance()?.ready).toEqual({ notice: null });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(startupMaintenance()).toBeNull();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    expect(startupMaintenance()).not.toBeNull();
    forgetStartupMaintenance();
    expect(startupMaintenance()).toBeNull();
  });

  test('a failed read tells nothing (the read never rejects)', async () => {
    const { api } = apiAnswering(() => Promise.reject(new Error('503')));
    await prepareStartupMaintenance(api, 'localhost', failedI18n());
    await expect(startupMaintenance()!.read).resolves.toBeNull();
    expect(startupMaintenance()?.ready).toEqual({ notice: null });
  });

  test('a window to tell: ready once the notice’s code and its texts in the page’s language are in', async () => {
    const { api } = apiAnswering(() => Promise.resolve(scheduled));
    const i18n = await createI18n('es');
    await prepareStartupMaintenance(api, 'sol.localhost', Promise.resolve(i18n));
    expect(startupMaintenance()?.ready).toEqual({ notice: scheduled });
    expect(loadedNoticeView()).not.toBeNull();
    expect(i18n.hasResourceBundle('es', 'loginMaintenance')).toBe(true);
  });

  test('when the texts or the code cannot be loaded it is not ready, and the page waits for the read itself', async () => {
    const { api } = apiAnswering(() => Promise.resolve(scheduled));
    await expect(prepareStartupMaintenance(api, 'sol.localhost', failedI18n())).resolves.toBeUndefined();
    expect(startupMaintenance()?.ready).toBeUndefined();
    await expect(startupMaintenance()!.read).resolves.toEqual(scheduled);
  });
});

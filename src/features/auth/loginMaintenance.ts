// Scheduled maintenance on the sign-in page, read at start-up when the first page is the sign-in page:
// by site address, beside the clinic's lookup (so no round trip of its own before the page draws)
// rather than after the page is drawn, and, when there is a window to tell, with the notice's code
// and texts loaded before the first render. The page is then drawn with the
// notice in place, and the form under it does not move down when it arrives (issue 16: CLS; at
// 390 px, Clínica Sol's notice moved the form by some 136 px). Later visits to the page read again.
// Nothing of the notice itself is imported here (its texts' descriptor would load them on every page).
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { MaintenanceNotice } from '../../../contract/api/auth.ts';
import type { PortalApi } from '../../services/api/createPortalApi.ts';
import type { LoginMaintenanceNoticeProps } from './LoginMaintenanceNotice.tsx';

let view: ComponentType<LoginMaintenanceNoticeProps> | null = null;

const loadNoticeModule = () => import(/* webpackChunkName: "login-maintenance" */ './LoginMaintenanceNotice.tsx');

/** The notice's code (dates in the clinic's zone, Fluent's message bar): only when there is something to tell. */
export async function loadNoticeView(): Promise<ComponentType<LoginMaintenanceNoticeProps>> {
  view = (await loadNoticeModule()).LoginMaintenanceNotice;
  return view;
}

/** The notice's component once its code has loaded, to draw it without a Suspense fallback first. */
export function loadedNoticeView(): ComponentType<LoginMaintenanceNoticeProps> | null {
  return view;
}

const toTell = (notice: MaintenanceNotice) => (notice.clinic || notice.site ? notice : null);

/** The windows of the site address's clinic and of the whole site; null when neither has one (a failed read rejects). */
export async function readMaintenance(api: PortalApi, siteAddress: string, signal?: AbortSignal): Promise<MaintenanceNotice | null> {
  return toTell(await api.auth.maintenanceNoticeFromUrl(siteAddress, { signal, skipErrorPolicy: true }));
}

/** How long start-up's read stands for the page's own (the page is normally drawn well within it). */
const STARTUP_READ_MAX_AGE_MS = 60_000;

interface StartupRead {
  at: number;
  /** Never rejects: a failed read tells nothing, as the page did before it read at start-up. */
  read: Promise<MaintenanceNotice | null>;
  /** Set once the read has answered and, when there is a window, the notice's code and texts are in. */
  ready?: { notice: MaintenanceNotice | null };
}

let startup: StartupRead | null = null;

/**
 * Start-up, for a visitor whose first page is the sign-in page: reads the maintenance of the site
 * address's clinic and, when there is a window to tell, loads the notice's code and its texts in the
 * page's language. The returned promise never rejects and settles when all that is done (start-up
 * waits for it, up to a limit).
 */
export function prepareStartupMaintenance(api: PortalApi, siteAddress: string, i18nLoad: Promise<I18n>): Promise<void> {
  const read = readMaintenance(api, siteAddress).catch(() => null);
  const entry: StartupRead = { at: Date.now(), read };
  startup = entry;
  return read
    .then(async (notice) => {
      if (notice) {
        const [i18n, module] = await Promise.all([i18nLoad, loadNoticeModule()]);
        view = module.LoginMaintenanceNotice;
        await module.loadNoticeTexts(i18n);
      }
      entry.ready = { notice };
    })
    .catch(() => {
      // The code or the texts did not load: the page loads them again when it draws the notice.
      entry.ready = undefined;
    });
}

/** The start-up read (of this site's clinic), if one was made lately and the page has not used it yet. */
export function startupMaintenance(): Readonly<StartupRead> | null {
  return startup && Date.now() - startup.at < STARTUP_READ_MAX_AGE_MS ? startup : null;
}

/** The sign-in page has used the start-up read: a later visit reads again. */
export function forgetStartupMaintenance(): void {
  startup = null;
}

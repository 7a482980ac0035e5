// Scheduled maintenance on the sign-in page, read at start-up when the first page is the sign-in page:
// beside the route's strings rather than after the page is drawn, and, when there is a window to tell,
// with the notice's code and texts loaded before the first render. The page is then drawn with the
// notice in place, and the form under it does not move down when it arrives (issue 16: CLS; at
// 390 px, Clínica Sol's notice moved the form by some 136 px). Later visits to the page read again.
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { MaintenanceNotice } from '../../../contract/api/auth.ts';
import type { Center } from '../../../contract/api/centers.ts';
import type { PortalApi } from '../../services/api/createPortalApi.ts';
import { loadNamespace } from '../../i18n/namespaces.ts';
import { fallbackLocale, toPortalLocale } from '../../i18n/locales.ts';
import { loginMaintenanceStrings } from './loginMaintenanceStrings.ts';
import type { LoginMaintenanceNoticeProps } from './LoginMaintenanceNotice.tsx';

type CenterId = Center['id'];

let view: ComponentType<LoginMaintenanceNoticeProps> | null = null;

/** The notice's code (dates in the clinic's zone, Fluent's message bar): only when there is something to tell. */
export async function loadNoticeView(): Promise<ComponentType<LoginMaintenanceNoticeProps>> {
  const module = await import(/* webpackChunkName: "login-maintenance" */ './LoginMaintenanceNotice.tsx');
  view = module.LoginMaintenanceNotice;
  return view;
}

/** The notice's component once its code has loaded, to draw it without a Suspense fallback first. */
export function loadedNoticeView(): ComponentType<LoginMaintenanceNoticeProps> | null {
  return view;
}

/** The clinic's and the site's windows; null when neither has one (a failed read rejects). */
export async function readMaintenance(api: PortalApi, centerId: CenterId, signal?: AbortSignal): Promise<MaintenanceNotice | null> {
  const notice = await api.auth.maintenanceNotice(centerId, { signal, skipErrorPolicy: true });
  return notice.clinic || notice.site ? notice : null;
}

interface StartupRead {
  centerId: CenterId;
  /** Never rejects: a failed read tells nothing, as the page did before it read at start-up. */
  read: Promise<MaintenanceNotice | null>;
  /** Set once the read has answered and, when there is a window, the notice's code and texts are in. */
  ready?: { notice: MaintenanceNotice | null };
}

let startup: StartupRead | null = null;

/**
 * Start-up, for a visitor whose first page is the sign-in page: reads the clinic's maintenance and,
 * when there is a window to tell, loads the notice's code and its texts in the page's language. The
 * returned promise never rejects and settles when all that is done (start-up waits for it, up to a limit).
 */
export function prepareStartupMaintenance(api: PortalApi, centerId: CenterId, i18nLoad: Promise<I18n>): Promise<void> {
  const read = readMaintenance(api, centerId).catch(() => null);
  const entry: StartupRead = { centerId, read };
  startup = entry;
  return read
    .then(async (notice) => {
      if (notice) {
        const [i18n] = await Promise.all([i18nLoad, loadNoticeView()]);
        await loadNamespace(i18n, loginMaintenanceStrings, toPortalLocale(i18n.language) ?? fallbackLocale);
      }
      entry.ready = { notice };
    })
    .catch(() => {
      // The code or the texts did not load: the page loads them again when it draws the notice.
      entry.ready = undefined;
    });
}

/** The start-up read for this clinic, if one was made and the page has not used it yet. */
export function startupMaintenance(centerId: CenterId | undefined): Readonly<StartupRead> | null {
  return startup && startup.centerId === centerId ? startup : null;
}

/** The sign-in page has used the start-up read: a later visit reads again. */
export function forgetStartupMaintenance(): void {
  startup = null;
}

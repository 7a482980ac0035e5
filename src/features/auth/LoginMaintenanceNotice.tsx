// Scheduled maintenance on the sign-in page (issue 15): the clinic's window and any site-wide one, with
// start and end in the clinic's time zone, so nobody learns of it only after signing in.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { MaintenanceNotice } from '../../../contract/api/auth.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { useNow } from '../../shared/useNow.ts';
import { loginMaintenanceStrings } from './loginMaintenanceStrings.ts';
import { loadInPageLanguage } from '../../i18n/namespaces.ts';
import type { i18n as I18n } from 'i18next';
import { useTellsMaintenance } from '../../shared/pageTellsMaintenance.ts';

/** The notice's texts in the page's language (start-up loads them before the page is first drawn). */
export function loadNoticeTexts(i18n: I18n): Promise<void> {
  return loadInPageLanguage(i18n, loginMaintenanceStrings);
}

export interface LoginMaintenanceNoticeProps {
  notice: MaintenanceNotice;
  clinicName: string;
}

/** The time zone's name in the member's language ("Central European Standard Time", "hora estándar de Europa central"). */
function zoneName(locale: string, timeZone: string, at: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

export function LoginMaintenanceNotice(props: LoginMaintenanceNoticeProps) {
  const { t, i18n } = useNamespace('loginMaintenance', loginMaintenanceStrings);
  const now = useNow();
  const locale = i18n.language;
  const { timeZone } = props.notice;
  const windows = [
    { key: 'clinic', title: t('maintenanceClinic', { clinic: props.clinicName }), window: props.notice.clinic },
    { key: 'site', title: t('maintenanceSite'), window: props.notice.site },
  ].filter((w) => w.window !== null && (w.window.endsAtUtc === null || Date.parse(w.window.endsAtUtc) > now));
  // The layout's banner warns of the clinic's window before it starts; this notice says the same and more
  // (and, once the window has started, the banner is gone anyway: no clock of its own decides here).
  useTellsMaintenance(windows.some((w) => w.key === 'clinic'));
  if (windows.length === 0) return null;
  return (
    <div embryo-test-sid="login-maintenance-notice">
      {windows.map(({ key, title, window }) => {
        if (!window) return null;
        const started = Date.parse(window.startsAtUtc) <= now;
        const values = {
          // To the minute, as the maintenance banner of a signed-in page shows the start.
          start: formatDateTime(window.startsAtUtc, locale, timeZone, { seconds: false }),
          end: window.endsAtUtc ? formatDateTime(window.endsAtUtc, locale, timeZone, { seconds: false }) : '',
          zone: zoneName(locale, timeZone, window.startsAtUtc),
        };
        const text = started
          ? window.endsAtUtc
            ? t('maintenanceNow', values)
            : t('maintenanceNowOpenEnd')
          : window.endsAtUtc
            ? t('maintenanceScheduled', values)
            : t('maintenanceScheduledOpenEnd', values);
        return (
          <MessageBar key={key} intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{title}</MessageBarTitle>
              {text}
            </MessageBarBody>
          </MessageBar>
        );
      })}
    </div>
  );
}

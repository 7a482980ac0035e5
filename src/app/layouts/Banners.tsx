// The global banner (active messages, signed-in users only) and the maintenance warning (spec §4:
// maintenance enabled, not yet started, starting within 60 minutes; hidden on the print page).
// Each can be dismissed for the browser session (sessionStorage): on a phone a banner read once
// should not keep pushing the page down. A changed banner (new id, new maintenance start) shows again.
// On a phone each banner first shows one line, with a button that opens (and closes) the whole
// text, so the page's own content still starts near the top.
import { useState } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { maintenanceStart, shouldShowMaintenanceBanner } from '../../../contract/domain/shouldShowMaintenanceBanner.ts';
import { formatMoment } from '../../shared/format/formatDateTime.ts';
import { useNow } from '../../shared/useNow.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { PHONE_MEDIA } from '../../shared/useIsPhone.ts';
import { Icon } from '../../shared/Icon.tsx';
import { Notice } from '../../shared/Notice.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL} 0`,
    [PHONE_MEDIA]: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} 0` },
  },
  // Inside the portal's main area, which has its own padding.
  inMain: { padding: 0, marginBottom: tokens.spacingVerticalM, [PHONE_MEDIA]: { padding: 0, marginBottom: tokens.spacingVerticalS } },
  // One line on a phone until opened (the whole text stays in the page for screen readers).
  oneLine: { [PHONE_MEDIA]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  bar: { [PHONE_MEDIA]: { paddingTop: 0, paddingBottom: 0, minHeight: '36px' } },
  actions: { display: 'flex', alignItems: 'center' },
  // The "whole text" button exists only where the text is cut to one line.
  more: { display: 'none', [PHONE_MEDIA]: { display: 'inline-flex' } },
});

/** sessionStorage key: the banners dismissed in this browser session. */
export const DISMISSED_BANNERS_KEY = 'dismissedBanners';

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_BANNERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function useDismissedBanners(): [readonly string[], (key: string) => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = (key: string) => {
    const next = [...new Set([...readDismissed(), key])];
    try {
      sessionStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(next));
    } catch {
      // Storage refused (private mode, quota): the banner still goes away until the page reloads.
    }
    setDismissed(next);
  };
  return [dismissed, dismiss];
}

export interface BannersProps {
  signedIn: boolean;
  hideMaintenance: boolean;
  /** Drawn at the top of the layout's main area (the portal layout) rather than above it. */
  inMain?: boolean;
}

export function Banners(props: BannersProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const center = useSessionState((s) => s.center);
  const banners = useSessionState((s) => s.banners);
  const now = useNow(30000);
  const [dismissed, dismiss] = useDismissedBanners();
  const [expanded, setExpanded] = useState<readonly string[]>([]);

  const start = maintenanceStart(center);
  const maintenanceKey = `maintenance:${center?.id ?? ''}:${start ?? ''}`;
  const showMaintenance = !props.hideMaintenance && shouldShowMaintenanceBanner(center, now) && !dismissed.includes(maintenanceKey);
  const visibleBanners = (props.signedIn ? banners : []).filter((banner) => !dismissed.includes(`banner:${banner.id}`));
  if (!showMaintenance && visibleBanners.length === 0) return null;
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  const bar = (key: string, intent: 'info' | 'warning' | 'error' | 'success', text: string) => {
    const open = expanded.includes(key);
    return (
      <Notice
        intent={intent}
        multiline
        className={mergeClasses(!open && styles.bar)}
        bodyClassName={mergeClasses(!open && styles.oneLine)}
        action={
          <span className={styles.actions}>
            {/* Small, as the bar makes its actions: the stand-in box (Notice) then lays the text out the same. */}
            <Button
              className={styles.more}
              size="small"
              appearance="transparent"
              icon={<Icon name={open ? 'ChevronUp' : 'ChevronDown'} />}
              aria-label={t('banner.more')}
              aria-expanded={open}
              onClick={() => setExpanded((keys) => (open ? keys.filter((k) => k !== key) : [...keys, key]))}
            />
            <Button
              size="small"
              appearance="transparent"
              icon={<Icon name="Close" />}
              aria-label={t('banner.dismiss')}
              onClick={() => dismiss(key)}
              embryo-test-sid="banner-dismiss"
            />
          </span>
        }
      >
        {text}
      </Notice>
    );
  };

  return (
    <section className={mergeClasses(styles.root, props.inMain && styles.inMain)} aria-label={t('banner.label')}>
      {showMaintenance && start !== null ? (
        <div embryo-test-sid="maintenance-banner">{bar(maintenanceKey, 'warning', t('banner.maintenance', { start: formatMoment(start, locale, center?.timeZone ?? 'UTC') }))}</div>
      ) : null}
      {visibleBanners.map((banner) => (
        <div key={banner.id} embryo-test-sid="global-banner">
          {bar(`banner:${banner.id}`, banner.styleId, banner.text)}
        </div>
      ))}
    </section>
  );
}

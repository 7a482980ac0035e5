// The global banner (active messages, signed-in users only) and the maintenance warning (spec §4:
// maintenance enabled, not yet started, starting within 60 minutes; hidden on the print page).
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { maintenanceStart, shouldShowMaintenanceBanner } from '../../domain/shouldShowMaintenanceBanner.ts';
import { formatMoment } from '../../shared/format/formatDateTime.ts';
import { useNow } from '../../shared/useNow.ts';
import { toPortalLocale } from '../../i18n/locales.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL} 0` },
});

export interface BannersProps {
  signedIn: boolean;
  hideMaintenance: boolean;
}

export function Banners(props: BannersProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const center = useSessionState((s) => s.center);
  const banners = useSessionState((s) => s.banners);
  const now = useNow(30000);

  const showMaintenance = !props.hideMaintenance && shouldShowMaintenanceBanner(center, now);
  const start = maintenanceStart(center);
  const visibleBanners = props.signedIn ? banners : [];
  if (!showMaintenance && visibleBanners.length === 0) return null;
  const locale = toPortalLocale(i18n.language) ?? 'en-US';

  return (
    <section className={styles.root} aria-label={t('banner.label')}>
      {showMaintenance && start !== null ? (
        <div embryo-test-sid="maintenance-banner">
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('banner.maintenance', { start: formatMoment(start, locale, center?.timeZone ?? 'UTC') })}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      {visibleBanners.map((banner) => (
        <div key={banner.id} embryo-test-sid="global-banner">
          <MessageBar intent={banner.styleId} layout="multiline">
            <MessageBarBody>{banner.text}</MessageBarBody>
          </MessageBar>
        </div>
      ))}
    </section>
  );
}

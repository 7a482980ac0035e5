// Layout of the auth, consent and error areas: the clinic's logo over one centred card (wider for
// the consent area, where a decision and its terms are read).
import { useState } from 'react';
import { Outlet } from 'react-router';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Banners } from './Banners.tsx';
import { Footer } from './Footer.tsx';
import { PHONE_MEDIA } from '../../shared/useIsPhone.ts';
import { LayoutFrame } from '../../shared/LayoutFrame.tsx';
import { PageTellsMaintenanceContext } from '../../shared/pageTellsMaintenance.ts';

const useStyles = makeStyles({
  top: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // On a phone the language switch stays beside the logo (its label hidden), or goes under it on the narrowest screens.
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minHeight: '64px',
    boxSizing: 'border-box',
    [PHONE_MEDIA]: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  logo: { height: '40px', width: 'auto', maxWidth: '200px', [PHONE_MEDIA]: { maxWidth: '180px' } },
  // At least a screen high below the header, so the footer starts below the fold: its panels load
  // after the first page and would otherwise move the page as they arrive (CLS, issue 16).
  main: {
    flex: 1,
    minHeight: 'calc(100vh - 64px)',
    boxSizing: 'border-box',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    [PHONE_MEDIA]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}` },
  },
  // Fluent's Card, as it looks, without its focus management (the card is not interactive; issue 16).
  card: {
    width: 'min(480px, 100%)',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    [PHONE_MEDIA]: { padding: tokens.spacingHorizontalL },
  },
  wide: { width: 'min(680px, 100%)' },
});

export interface BareLayoutProps {
  /** A wider card, for pages where a text is read (the co-signing link's decision and terms). */
  wide?: boolean;
}

export function BareLayout(props: BareLayoutProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const center = useSessionState((s) => s.center);
  // True while the page shows the clinic's coming maintenance itself (the sign-in page's notice).
  const [pageTellsMaintenance, setPageTellsMaintenance] = useState(false);
  return (
    <LayoutFrame>
      <header className={styles.top}>
        {center?.logo ? <img className={styles.logo} src={center.logo} alt={center.name} width={160} height={40} /> : <span>{t('appName')}</span>}
        <LanguageSwitch labelHiddenOnPhone />
      </header>
      <Banners signedIn={false} hideMaintenance={pageTellsMaintenance} />
      <main id="main" className={styles.main}>
        <div className={mergeClasses(styles.card, props.wide && styles.wide)}>
          <PageTellsMaintenanceContext.Provider value={setPageTellsMaintenance}>
            <Outlet />
          </PageTellsMaintenanceContext.Provider>
        </div>
      </main>
      <Footer />
    </LayoutFrame>
  );
}

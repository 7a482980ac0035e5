// Layout of the auth, consent and error areas: the clinic's logo over one centred card (wider for
// the consent area, where a decision and its terms are read).
import { Outlet } from 'react-router';
import { Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Banners } from './Banners.tsx';
import { Footer } from './Footer.tsx';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  top: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // On a phone the language switch goes under the logo rather than off the screen.
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minHeight: '64px',
    boxSizing: 'border-box',
  },
  logo: { height: '40px', width: 'auto', maxWidth: '200px' },
  main: { flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}` },
  card: { width: 'min(480px, 100%)', padding: tokens.spacingHorizontalXXL, boxSizing: 'border-box' },
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
  return (
    <div className={styles.root}>
      <header className={styles.top}>
        {center?.logo ? <img className={styles.logo} src={center.logo} alt={center.name} width={160} height={40} /> : <span>{t('appName')}</span>}
        <LanguageSwitch />
      </header>
      <Banners signedIn={false} hideMaintenance={false} />
      <main id="main" className={styles.main}>
        <Card className={mergeClasses(styles.card, props.wide && styles.wide)}>
          <Outlet />
        </Card>
      </main>
      <Footer />
    </div>
  );
}

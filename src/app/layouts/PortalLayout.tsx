// The layout of the matching, member and info areas: clinic header and navigation, the global and
// maintenance banners, the routed page (in a card unless the route hides it) and the footer.
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router';
import { Button, Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RouteArea } from '../../guards/routeCatalog.ts';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Banners } from './Banners.tsx';
import { navigationItems } from './navigationItems.ts';
import { Footer } from './Footer.tsx';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 10, padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground1 },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minHeight: '64px',
    boxSizing: 'border-box',
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, textDecoration: 'none', color: tokens.colorNeutralForeground1 },
  logo: { height: '40px', width: 'auto', maxWidth: '200px' },
  nav: { flex: 1, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  navLink: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  navActive: { color: tokens.colorBrandForeground1, boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}` },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginLeft: 'auto' },
  main: { flex: 1, width: '100%', maxWidth: '1100px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`, boxSizing: 'border-box' },
  card: { padding: tokens.spacingHorizontalXL },
});

export interface PortalLayoutProps {
  area: RouteArea;
}

export function PortalLayout(props: PortalLayoutProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { session } = useServices();
  const entry = useCurrentRoute();
  const center = useSessionState((s) => s.center);
  const signedIn = useSessionState((s) => s.tokens !== null);
  const state = useSessionState((s) => s);
  const items = useMemo(() => navigationItems(state), [state]);
  const homePath = signedIn ? '/' : pathOf('login');
  const { pathname } = useLocation();
  // Spec §7: active banners are reloaded after every navigation.
  useEffect(() => {
    if (signedIn) void session.refreshBanners();
  }, [pathname, signedIn, session]);

  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <RouterLink to={homePath} className={styles.brand} aria-label={center?.name ?? t('appName')}>
          {center?.logo ? <img className={styles.logo} src={center.logo} alt="" width={160} height={40} /> : null}
        </RouterLink>
        {signedIn && !entry?.hideNavigationPanel ? (
          <nav aria-label={t('nav.label')} className={styles.nav}>
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} className={({ isActive }) => mergeClasses(styles.navLink, isActive && styles.navActive)}>
                {t(item.labelKey)}
              </NavLink>
            ))}
          </nav>
        ) : (
          <div className={styles.nav} />
        )}
        <div className={styles.tools}>
          <LanguageSwitch />
          {signedIn ? (
            <Button appearance="secondary" embryo-test-sid="logout" onClick={() => void session.logout()}>
              {t('nav.logout')}
            </Button>
          ) : (
            <Button as="a" href={pathOf('login')} appearance="primary">
              {t('signIn', { ns: 'common', defaultValue: 'Sign in' })}
            </Button>
          )}
        </div>
      </header>
      <Banners signedIn={signedIn} hideMaintenance={entry?.hideMaintenanceBanner ?? false} />
      <main id="main" className={styles.main} tabIndex={-1} data-area={props.area}>
        {entry?.hideLayoutCard ? (
          <Outlet />
        ) : (
          <Card className={styles.card} appearance="filled">
            <Outlet />
          </Card>
        )}
      </main>
      <Footer />
    </div>
  );
}

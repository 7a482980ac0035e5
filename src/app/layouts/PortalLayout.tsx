// The layout of the matching, member and info areas: clinic header and navigation, the global and
// maintenance banners, the routed page (in a card unless the route hides it) and the footer.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router';
import { Button, Card, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RouteArea } from '../../guards/routeCatalog.ts';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Banners } from './Banners.tsx';
import { STARTUP_BANNERS_MAX_AGE_MS } from '../../services/session/SessionService.ts';
import { navigationItems, type NavigationItem } from './navigationItems.ts';
import { Footer } from './Footer.tsx';
import { PHONE_MEDIA, useIsPhone } from '../../shared/useIsPhone.ts';
import { Icon } from '../../shared/Icon.tsx';
import { LayoutFrame } from '../../shared/LayoutFrame.tsx';

const useStyles = makeStyles({
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
    // One bar on a phone: the logo and the menu button, never wrapping onto a second line.
    [PHONE_MEDIA]: { flexWrap: 'nowrap', justifyContent: 'space-between', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, textDecoration: 'none', color: tokens.colorNeutralForeground1 },
  logo: { height: '40px', width: 'auto', maxWidth: '200px', [PHONE_MEDIA]: { maxWidth: '180px' } },
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
  // At least a screen high below the header, so the footer starts below the fold (its panels load after
  // the first page), and the banners sit inside it: a banner that arrives moves no box already shown (CLS, issue 16).
  main: {
    flex: 1,
    minHeight: 'calc(100vh - 64px)',
    width: '100%',
    maxWidth: '1100px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    // A grid or flex child may shrink below its content's width, so a long word wraps instead of widening the page.
    minWidth: 0,
    [PHONE_MEDIA]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  },
  card: { padding: tokens.spacingHorizontalXL, [PHONE_MEDIA]: { padding: tokens.spacingHorizontalM } },
  // The phone menu: the same links one under the other, each a full-width touch target.
  drawerNav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalL },
  drawerLink: { display: 'flex', alignItems: 'center', minHeight: '44px', boxSizing: 'border-box' },
  drawerActive: { backgroundColor: tokens.colorNeutralBackground1Selected, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  drawerTools: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
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
  const phone = useIsPhone();
  // Spec §7: active banners are reloaded after every navigation. Those of the first page were read at
  // start-up (src/main.tsx), before it was drawn, so they do not push it down when they arrive.
  const bannersReadOnce = useRef(false);
  useEffect(() => {
    if (!signedIn) return;
    void session.refreshBanners(bannersReadOnce.current ? 0 : STARTUP_BANNERS_MAX_AGE_MS);
    bannersReadOnce.current = true;
  }, [pathname, signedIn, session]);

  const showNavigation = signedIn && !entry?.hideNavigationPanel;
  const signInOrOut = signedIn ? (
    <Button appearance="secondary" embryo-test-sid="logout" onClick={() => void session.logout()}>
      {t('nav.logout')}
    </Button>
  ) : (
    <Button as="a" href={pathOf('login')} appearance="primary">
      {t('signIn', { ns: 'common', defaultValue: 'Sign in' })}
    </Button>
  );

  return (
    <LayoutFrame skipLabel={t('skipToContent')}>
      <header className={styles.header}>
        <RouterLink to={homePath} className={styles.brand} aria-label={center?.name ?? t('appName')}>
          {center?.logo ? <img className={styles.logo} src={center.logo} alt="" width={160} height={40} /> : null}
        </RouterLink>
        {phone ? (
          <PhoneMenu items={showNavigation ? items : []} signInOrOut={signInOrOut} />
        ) : (
          <>
            {showNavigation ? (
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
              {signInOrOut}
            </div>
          </>
        )}
      </header>
      <main id="main" className={styles.main} tabIndex={-1} data-area={props.area}>
        <Banners signedIn={signedIn} hideMaintenance={entry?.hideMaintenanceBanner ?? false} inMain />
        {entry?.hideLayoutCard ? (
          <Outlet />
        ) : (
          <Card className={styles.card} appearance="filled">
            <Outlet />
          </Card>
        )}
      </main>
      <Footer />
    </LayoutFrame>
  );
}

interface PhoneMenuProps {
  items: readonly NavigationItem[];
  /** The sign-out button (or sign-in link), shown under the language picker. */
  signInOrOut: ReactNode;
}

/**
 * The phone header's menu: a button that opens the navigation, the language picker and sign-out in a
 * drawer (a modal dialog: focus moves into it, Escape closes it, and focus comes back to the button).
 */
function PhoneMenu(props: PhoneMenuProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const drawerId = useId('menu');
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Back to the button that opened it. The drawer keeps the focus while it slides out, then leaves
    // it nowhere: follow it frame by frame until it is gone (a second at most), unless the page has
    // moved the focus somewhere else meanwhile.
    const started = performance.now();
    const follow = () => {
      const drawer = document.getElementById(drawerId);
      const active = document.activeElement;
      if (!active || active === document.body || (drawer?.contains(active) ?? false)) button.current?.focus();
      if (drawer && performance.now() - started < 1000) requestAnimationFrame(follow);
    };
    requestAnimationFrame(follow);
  };
  return (
    <>
      <Button
        ref={button}
        appearance="subtle"
        size="large"
        icon={<Icon name="Menu" size="large" />}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
        embryo-test-sid="menu-open"
      >
        {t('nav.menu')}
      </Button>
      <OverlayDrawer id={drawerId} position="end" open={open} onOpenChange={(_event, data) => (data.open ? setOpen(true) : close())} aria-label={t('nav.menu')}>
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" icon={<Icon name="Close" size="large" />} aria-label={t('close')} onClick={close} embryo-test-sid="menu-close" />}>
            {t('nav.menu')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          {props.items.length > 0 ? (
            <nav aria-label={t('nav.label')} className={styles.drawerNav}>
              {props.items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  // A link chosen in the menu closes it (the page changes behind it).
                  onClick={close}
                  className={({ isActive }) => mergeClasses(styles.navLink, styles.drawerLink, isActive && styles.drawerActive)}
                >
                  {t(item.labelKey)}
                </NavLink>
              ))}
            </nav>
          ) : null}
          <div className={styles.drawerTools}>
            <LanguageSwitch />
            {props.signInOrOut}
          </div>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}

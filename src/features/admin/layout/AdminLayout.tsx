// The staff console's own layout: the clinic's logo and the product name, who is signed in and in
// which role, the language switch (locales from the staff API, spec §6), sign-out, and the console's
// navigation (Staff for PlatformAdmin only; Telemetry for every portal role).
import { useEffect, useRef } from 'react';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router';
import { Body1Strong, Button, Caption1, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { LayoutFrame } from '../../../shared/LayoutFrame.tsx';
import { useSessionState } from '../../../services/ServicesContext.tsx';
import { adminPaths } from '../adminPaths.ts';
import { adminStrings } from '../adminStrings.ts';
import { useStaffSession, useStaffSessionService } from '../session/StaffSessionContext.tsx';
import { primaryRole, staffNavigation } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { AdminLanguageSwitch } from './AdminLanguageSwitch.tsx';

const useStyles = makeStyles({
  header: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    maxWidth: '1280px',
    margin: '0 auto',
    boxSizing: 'border-box',
    '@media (max-width: 640px)': { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, textDecoration: 'none', color: tokens.colorNeutralForeground1 },
  logo: { height: '36px', width: 'auto', maxWidth: '160px' },
  product: { '@media (max-width: 640px)': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 } },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginLeft: 'auto' },
  who: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', '@media (max-width: 640px)': { alignItems: 'flex-start' } },
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalL}`,
    maxWidth: '1280px',
    margin: '0 auto',
    boxSizing: 'border-box',
    // On a phone the links stay in one row that scrolls sideways (seven links took three rows, a
    // third of the screen, above every page); the current one is scrolled into view.
    '@media (max-width: 640px)': { padding: `0 ${tokens.spacingHorizontalS}`, flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' },
  },
  navLink: {
    flexShrink: 0,
    whiteSpace: 'nowrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    // Inside the link's box: a row that scrolls would clip an outline drawn outside it.
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})` },
  },
  navActive: { color: tokens.colorBrandForeground1, boxShadow: `inset 0 -3px 0 ${tokens.colorBrandStroke1}` },
  navDisabled: { flexShrink: 0, whiteSpace: 'nowrap', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  main: {
    flex: 1,
    width: '100%',
    maxWidth: '1280px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    boxSizing: 'border-box',
    '@media (max-width: 640px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
    // Pages space their parts with gaps; headings bring no margins of their own.
    '& h1, & h2': { marginTop: 0, marginBottom: 0 },
  },
});

export function AdminLayout() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('admin', adminStrings);
  const text = useAdminText();
  const service = useStaffSessionService();
  const session = useStaffSession();
  const center = useSessionState((s) => s.center);
  const role = primaryRole(session);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Where the row scrolls (a phone), the current page's link is brought into view, after a page change
  // or a language whose names are longer. Only the row moves sideways: the page keeps its scroll.
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const inset = parseFloat(getComputedStyle(row).paddingLeft) || 0;
    const shown = row.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < shown.left + inset) row.scrollLeft -= shown.left + inset - link.left;
    else if (link.right > shown.right - inset) row.scrollLeft += link.right - (shown.right - inset);
  }, [pathname, i18n.language]);

  return (
    <LayoutFrame skipLabel={t('skipToContent')}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <RouterLink to={adminPaths.queue} className={styles.brand}>
            {center?.logo ? <img className={styles.logo} src={center.logo} alt={center.name} width={144} height={36} /> : null}
            <Subtitle1 as="span" className={styles.product}>
              {t('title')}
            </Subtitle1>
          </RouterLink>
          <div className={styles.tools}>
            <div className={styles.who}>
              <Body1Strong>{session.name}</Body1Strong>
              <Caption1>{role ? text.role(role) : ''}</Caption1>
            </div>
            <AdminLanguageSwitch />
            <Button appearance="secondary" onClick={() => void service.signOut()} embryo-test-sid="admin-signout">
              {t('signOut')}
            </Button>
          </div>
        </div>
        <nav ref={nav} aria-label={t('nav.label')} className={styles.nav}>
          {staffNavigation(session).map((item) =>
            item.to ? (
              <NavLink key={item.key} to={item.to} className={({ isActive }) => mergeClasses(styles.navLink, isActive && styles.navActive)}>
                {t(`nav.${item.key}`)}
              </NavLink>
            ) : (
              <span key={item.key} className={styles.navDisabled} aria-disabled="true">
                {t(`nav.${item.key}`)}
              </span>
            ),
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </LayoutFrame>
  );
}

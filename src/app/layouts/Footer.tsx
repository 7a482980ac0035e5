// Footer: the clinic's panels from the content service (contact, hours, links; clinic-0 fallback; loaded after the first page),
// its contact line (spec §5 preference order), the info links, and the version.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { afterLoadIdle } from '../../shared/afterLoadIdle.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useContactText } from '../../shared/useContactText.ts';
import { SPA_VERSION } from '../../services/http/createHttpClient.ts';
import { analyticsConsent } from '../../services/telemetry/consent.ts';

// The panels (rich text from the content service) load after the first page: see FooterPanels.
// A chunk that cannot load leaves the footer without them.
const FooterPanels = lazy(async () =>
  import(/* webpackChunkName: "footer-panels" */ './FooterPanels.tsx').then(
    (m) => ({ default: m.FooterPanels }),
    () => ({ default: () => null }),
  ),
);

const useStyles = makeStyles({
  outer: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  linkButton: {
    color: tokens.colorBrandForegroundLink,
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
    textDecorationLine: 'underline',
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
});

export function Footer() {
  const styles = useStyles();
  const { t } = useTranslation();
  const center = useSessionState((s) => s.center);
  const centerId = center?.id ?? 0;
  const [panelsWanted, setPanelsWanted] = useState(false);
  useEffect(() => afterLoadIdle(() => setPanelsWanted(true)), []);
  const signedIn = useSessionState((s) => s.tokens !== null);
  const contact = useContactText(center);
  // Where the clinic asks before analytics cookies, the answer can be changed here (issue 14).
  const consentApplies = useSyncExternalStore(analyticsConsent.subscribe, () => analyticsConsent.getState().applies);
  const links = signedIn
    ? [
        { to: pathOf('memberAbout'), label: t('nav.about') },
        { to: pathOf('memberPrivacyPolicy'), label: t('nav.privacy') },
        { to: pathOf('memberTerms'), label: t('nav.terms') },
      ]
    : [
        { to: pathOf('infoAbout'), label: t('nav.about') },
        { to: pathOf('infoPrivacyPolicy'), label: t('nav.privacy') },
        { to: pathOf('infoTerms'), label: t('nav.terms') },
      ];
  return (
    <footer className={styles.outer}>
      {panelsWanted ? (
        <Suspense fallback={null}>
          <FooterPanels centerId={centerId} />
        </Suspense>
      ) : null}
      <div className={styles.root}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <RouterLink className={styles.link} to={l.to}>
                  {l.label}
                </RouterLink>
              </li>
            ))}
            {consentApplies ? (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => analyticsConsent.reopen()}>
                  {t('analytics.settings')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {contact ? <span>{contact}</span> : null}
        <span>
          {center ? `${t('footer.rights', { year: new Date().getFullYear(), center: center.name })} · ` : null}
          <span embryo-test-sid="app-version">{t('version', { version: SPA_VERSION })}</span>
        </span>
      </div>
    </footer>
  );
}

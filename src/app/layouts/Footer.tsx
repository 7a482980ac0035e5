// Footer: the clinic's contact line (spec §5 preference order), the info links, and the version.
import { Link as RouterLink } from 'react-router';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { pathOf } from '../../guards/routeCatalog.ts';
import { contactText } from '../../shared/format/contactText.ts';
import { SPA_VERSION } from '../../services/http/createHttpClient.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXL,
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', margin: 0, padding: 0 },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

export function Footer() {
  const styles = useStyles();
  const { t } = useTranslation();
  const center = useSessionState((s) => s.center);
  const signedIn = useSessionState((s) => s.tokens !== null);
  const contact = center ? contactText(center.contact) : null;
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
    <footer className={styles.root}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          {links.map((l) => (
            <li key={l.to}>
              <RouterLink className={styles.link} to={l.to}>
                {l.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      {contact ? <span>{contact}</span> : null}
      <span>
        {center ? `${t('footer.rights', { year: new Date().getFullYear(), center: center.name })} · ` : null}
        <span embryo-test-sid="app-version">{t('version', { version: SPA_VERSION })}</span>
      </span>
    </footer>
  );
}

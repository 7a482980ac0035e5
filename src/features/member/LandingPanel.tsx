// The clinic's landing page from the content service (title, body, articles), beside the vault.
import { Link as RouterLink } from 'react-router';
import { Body1, Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { LandingPageContent } from '../../services/content/contentModels.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { RichText } from '../../shared/RichText.tsx';
import { memberStrings } from './memberStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  articles: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  article: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  description: { color: tokens.colorNeutralForeground2 },
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

export interface LandingPanelProps {
  landing: LandingPageContent;
}

const isPortalPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

export function LandingPanel(props: LandingPanelProps) {
  const styles = useStyles();
  const { t } = useNamespace('member', memberStrings);
  const { landing } = props;
  return (
    <div className={styles.root}>
      <Subtitle2 as="h2" id="landing-title" block>
        {landing.title}
      </Subtitle2>
      <RichText
        document={landing.body}
        baseHeadingLevel={3}
        externalLinkHint={t('home.external')}
        renderInternalLink={({ href, children }) => <RouterLink to={href}>{children}</RouterLink>}
      />
      {landing.articles.length > 0 ? (
        <ul className={styles.articles}>
          {landing.articles.map((article) => (
            <li key={article.link} className={styles.article}>
              {isPortalPath(article.link) ? (
                <RouterLink to={article.link}>{article.title}</RouterLink>
              ) : /^https:\/\//i.test(article.link) ? (
                <Link href={article.link} target="_blank" rel="noopener noreferrer">
                  {article.title}
                  <span className={styles.visuallyHidden}> {t('home.external')}</span>
                </Link>
              ) : (
                <Body1>{article.title}</Body1>
              )}
              <Caption1 className={styles.description}>{article.description}</Caption1>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

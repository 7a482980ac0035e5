// Matching-site pages from the clinic's matchingSiteTemplates (clinic-0 fallback): mission,
// mental health and the learn pages; the home page adds the member's own matching state to its text.
import { Link as RouterLink } from 'react-router';
import { Body1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { RichText } from '../../shared/RichText.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import type { MatchingSitePageContent } from '../../services/content/contentModels.ts';
import { matchingStrings } from './matchingStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  text: { maxWidth: '72ch' },
  articles: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', listStyleType: 'none', margin: 0, padding: 0 },
  article: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const contentPages = new Set(['home', 'mission', 'mental-health', 'learn-legal', 'learn-medical-considerations', 'learn-matching-process']);

/** The clinic's matching-site texts in the current language. */
export function useMatchingTemplates() {
  const { i18n } = useNamespace('matching', matchingStrings);
  const { content } = useServices();
  const centerId = useSessionState((s) => s.center?.id ?? 0);
  return useAsync(() => content.getMatchingSiteTemplates({ centerId, locale: i18n.language }), [content, centerId, i18n.language]);
}

export interface MatchingTemplateBodyProps {
  page: MatchingSitePageContent;
  /** Heading ids must be unique on the page. */
  idPrefix: string;
}

/** A template page's text and its "learn more" articles (the page title is the caller's). */
export function MatchingTemplateBody(props: MatchingTemplateBodyProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const { page } = props;
  return (
    <>
      <RichText className={styles.text} document={page.bodyText} externalLinkHint={t('external')} />
      {page.articles.length > 0 ? (
        <section aria-labelledby={`${props.idPrefix}-articles`}>
          <Subtitle2 as="h2" id={`${props.idPrefix}-articles`}>
            {t('learnMore')}
          </Subtitle2>
          <ul className={styles.articles}>
            {page.articles.map((article) => (
              <li key={article.link} className={styles.article}>
                {article.link.startsWith('/') ? (
                  <RouterLink to={article.link}>{article.title}</RouterLink>
                ) : (
                  <a href={article.link} target="_blank" rel="noopener noreferrer">{`${article.title} ${t('external')}`}</a>
                )}
                <Body1>{article.description}</Body1>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function MatchingContentPage() {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const entry = useCurrentRoute();
  const child = entry?.child ?? 'home';
  const pageName = contentPages.has(child) ? child : 'home';
  const templates = useMatchingTemplates();

  if (templates.status === 'loading') return <LoadingState />;
  if (templates.status === 'error') return <ErrorState error={templates.error} onRetry={templates.reload} />;
  const page = templates.data?.matchingSitePages.find((p) => p.internalName === pageName);
  if (!templates.data || !page) return <EmptyState>{t('missing')}</EmptyState>;
  return (
    <article className={styles.root} aria-labelledby="matching-title">
      <Title2 as="h1" id="matching-title">
        {page.labelText}
      </Title2>
      <MatchingTemplateBody page={page} idPrefix="matching" />
    </article>
  );
}

// About, privacy policy and terms (spec §2): the clinic's text from the content service, with the
// default clinic's text when the clinic has none. Shown in the info area and inside the member area.
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { RichText } from '../../shared/RichText.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { infoStrings } from './infoStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '72ch' },
});

const pageIdByChild: Record<string, string> = {
  about: 'about',
  'privacy-policy': 'privacy-policy',
  'terms-and-conditions': 'terms-and-conditions',
};

export function InfoPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('info', infoStrings);
  const { content } = useServices();
  const entry = useCurrentRoute();
  const centerId = useSessionState((s) => s.center?.id ?? 0);
  const pageId = pageIdByChild[entry?.child ?? ''] ?? 'about';
  const page = useAsync(() => content.getInfoPage({ centerId, locale: i18n.language, pageId }), [content, centerId, i18n.language, pageId]);

  if (page.status === 'loading') return <LoadingState />;
  if (page.status === 'error') return <ErrorState error={page.error} onRetry={page.reload} />;
  if (!page.data) return <EmptyState>{t('missing')}</EmptyState>;
  return (
    <article className={styles.root} aria-labelledby="info-title">
      <Title2 as="h1" id="info-title">
        {page.data.title}
      </Title2>
      <RichText document={page.data.body} externalLinkHint={t('external')} />
    </article>
  );
}

// An explore-option page (donate, use your own, thaw and discard): the clinic's disposition page
// from the content service for the member's type and language, with the default clinic's page
// when the clinic has none — main panel, sub-panels, table and the buttons by buttonId.
import { Body1, Card, Subtitle2, Table, TableBody, TableCell, TableRow, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { isOptionRouteSlug } from '../../domain/dispositionOptions.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { RichText } from '../../shared/RichText.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { dispositionPageIdByRoute } from './dispositionPageIds.ts';
import { dispositionStrings } from './dispositionStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panels: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  panel: { padding: tokens.spacingHorizontalL },
  text: { maxWidth: '72ch' },
});

export function DispositionOptionPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('dispositions', dispositionStrings);
  const { content } = useServices();
  const entry = useCurrentRoute();
  const centerId = useSessionState((s) => s.center?.id ?? 0);
  const memberType = useSessionState((s) => s.member?.memberType ?? 'EmbryoCryo');
  const slug = entry?.child ?? '';
  const pageId = isOptionRouteSlug(slug) ? dispositionPageIdByRoute[slug] : 'thaw-and-discard';
  const page = useAsync(() => content.getDispositionPage({ centerId, memberType, locale: i18n.language, pageId }), [content, centerId, memberType, i18n.language, pageId]);

  if (page.status === 'loading') return <LoadingState />;
  if (page.status === 'error') return <ErrorState error={page.error} onRetry={page.reload} />;
  if (!page.data) return <EmptyState>{t('missing')}</EmptyState>;
  const data = page.data;
  return (
    <article className={styles.root} aria-labelledby="option-title">
      <Title2 as="h1" id="option-title">
        {data.mainPanel.labelText}
      </Title2>
      <RichText className={styles.text} document={data.mainPanel.bodyText} externalLinkHint={t('external')} />
      {data.subPanels.length > 0 ? (
        <div className={styles.panels}>
          {data.subPanels.map((panel) => (
            <Card key={panel.labelText} className={styles.panel}>
              <Subtitle2 as="h2">{panel.labelText}</Subtitle2>
              <RichText document={panel.bodyText} baseHeadingLevel={3} externalLinkHint={t('external')} />
            </Card>
          ))}
        </div>
      ) : null}
      {data.table ? (
        <section aria-labelledby="option-table">
          <Subtitle2 as="h2" id="option-table">
            {data.table.title}
          </Subtitle2>
          <Table aria-labelledby="option-table">
            <TableBody>
              {data.table.tableData.map((row) => (
                <TableRow key={row.tableField}>
                  <TableCell>{row.tableField}</TableCell>
                  <TableCell>{row.tableFieldValue}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
      <Body1>{t('nextStep')}</Body1>
    </article>
  );
}

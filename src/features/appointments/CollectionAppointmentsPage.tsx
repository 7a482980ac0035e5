// Collection appointments of a fertility-preservation member (spec §1, rule 10): each collection
// with its state in words, its collection site and its appointment time in the clinic's zone.
import { Badge, Body1, Card, CardHeader, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { appointmentStrings } from './appointmentStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  facts: { display: 'grid', gridTemplateColumns: 'minmax(140px, auto) 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
});

export function CollectionAppointmentsPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('appointments', appointmentStrings);
  const { api } = useServices();
  const member = useSessionState((s) => s.member);
  const center = useSessionState((s) => s.center);
  const data = useAsync(
    async (signal) => {
      const [appointments, sites] = await Promise.all([
        api.collectionAppointments.list(member?.id, { signal }),
        api.members.collectionSites(member?.id, center?.id, { signal }),
      ]);
      return { appointments, sites };
    },
    [api, member?.id, center?.id],
  );
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  if (data.status === 'loading' || !center) return <LoadingState />;
  if (data.status === 'error') return <ErrorState error={data.error} onRetry={data.reload} />;
  const { appointments, sites } = data.data;
  return (
    <section className={styles.root} aria-labelledby="appointments-title">
      <Title2 as="h1" id="appointments-title">
        {t('title')}
      </Title2>
      <Body1>{t('intro')}</Body1>
      {appointments.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {appointments.map((a) => {
            const site = sites.find((s) => s.id === a.collectionSiteId);
            return (
              <li key={a.inventoryBatchId}>
                <Card>
                  <CardHeader header={<Subtitle2 as="h2">{t('collection', { id: a.inventoryBatchId })}</Subtitle2>} />
                  <dl className={styles.facts}>
                    <dt className={styles.term}>{t('state')}</dt>
                    <dd className={styles.definition}>
                      <Badge appearance="tint" shape="rounded">
                        {t(`states.${a.state}`)}
                      </Badge>
                    </dd>
                    <dt className={styles.term}>{t('site')}</dt>
                    <dd className={styles.definition}>{site ? `${site.name}, ${site.addressLine1}, ${site.city} ${site.postalCode}` : t('siteUnknown')}</dd>
                    <dt className={styles.term}>{t('when')}</dt>
                    <dd className={styles.definition}>{a.scheduledAtUtc ? formatDateTime(a.scheduledAtUtc, locale, center.timeZone) : t('notScheduled')}</dd>
                  </dl>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

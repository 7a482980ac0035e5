// Member home: the member's vault. One card per freeze event with item type, count, place, date
// and status in words, and the options this member type may explore (spec §2, §6).
import { Link as RouterLink } from 'react-router';
import { Badge, Body1, Caption1, Card, CardHeader, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { FreezeEvent } from '../../../server/contract/members.ts';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { optionRoutesByMemberType } from '../../domain/dispositionOptions.ts';
import { isExploreOptionsEnabled } from '../../domain/featureAccess.ts';
import { parseStatus } from '../../domain/storedItemStatus.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { useStatusWords } from '../../shared/StatusText.tsx';
import { EmptyState, LoadingState } from '../../shared/PageState.tsx';
import { memberStrings } from './memberStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', listStyleType: 'none', margin: 0, padding: 0 },
  item: { height: '100%' },
  status: { height: 'auto', minHeight: '20px', whiteSpace: 'normal', textAlign: 'start', paddingBlock: '2px' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: `${tokens.spacingVerticalM} 0 0`, padding: 0 },
  optionLink: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
  },
});

export function MemberHomePage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('member', memberStrings);
  const member = useSessionState((s) => s.member);
  const center = useSessionState((s) => s.center);
  const freezeEvents = useSessionState((s) => s.freezeEvents);
  const statusWords = useStatusWords();
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  if (!member || !center) return <LoadingState />;

  const exploreEnabled = isExploreOptionsEnabled(center.businessModel, freezeEvents.length > 0);
  const optionRoutes = exploreEnabled ? optionRoutesByMemberType[member.memberType] : [];

  return (
    <div className={styles.root}>
      <header>
        <Title2 as="h1">{t('home.greeting', { name: member.profile.firstName })}</Title2>
        <Body1 block>{t('home.intro', { center: center.name })}</Body1>
      </header>
      <section aria-labelledby="vault-title">
        <Subtitle2 as="h2" id="vault-title" block>
          {t('home.vaultTitle')}
        </Subtitle2>
        {freezeEvents.length === 0 ? (
          <EmptyState>{t('home.empty', { center: center.name })}</EmptyState>
        ) : (
          <ul className={styles.grid}>
            {freezeEvents.map((event) => (
              <li key={event.id} className={styles.item} embryo-test-sid={`freeze-event-${event.id}`}>
                <FreezeEventCard event={event} statusWords={statusWords(event.statusId)} locale={locale} timeZone={center.timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {optionRoutes.length > 0 ? (
        <section aria-labelledby="options-title">
          <Subtitle2 as="h2" id="options-title" block>
            {t('home.optionsTitle')}
          </Subtitle2>
          <Body1 block>{t('home.optionsIntro')}</Body1>
          <ul className={styles.options}>
            {optionRoutes.map((route) => (
              <li key={route.slug}>
                <RouterLink className={styles.optionLink} to={`/member/${route.slug}`}>
                  {t(`option.${route.slug}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

interface FreezeEventCardProps {
  event: FreezeEvent;
  statusWords: string;
  locale: 'en-US' | 'en-GB' | 'es' | 'fr';
  timeZone: string;
}

function FreezeEventCard(props: FreezeEventCardProps) {
  const styles = useStyles();
  const { t } = useNamespace('member', memberStrings);
  const { event } = props;
  const status = parseStatus(event.statusId);
  const intent = status?.category === 'exploring' ? 'warning' : status?.category === 'base' ? 'success' : 'informative';
  return (
    <Card className={styles.item}>
      <CardHeader
        header={<Subtitle2 as="h3">{`${t(`itemType.${event.itemTypeId}`, { ns: 'common' })} · ${t('home.count', { count: event.count })}`}</Subtitle2>}
        description={<Caption1>{event.description}</Caption1>}
      />
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('home.status')}</dt>
        <dd className={styles.definition}>
          <Badge className={styles.status} appearance="tint" color={intent} shape="rounded">
            {props.statusWords}
          </Badge>
        </dd>
        <dt className={styles.term}>{t('home.frozenOn')}</dt>
        <dd className={styles.definition}>{formatDate(event.frozenOn, props.locale, props.timeZone)}</dd>
        <dt className={styles.term}>{t('home.storedAt')}</dt>
        <dd className={styles.definition}>{event.storageLocation}</dd>
        <dt className={styles.term}>{t('home.reference')}</dt>
        <dd className={styles.definition}>{`#${event.id}`}</dd>
      </dl>
    </Card>
  );
}

// One stored item (freeze event) in the vault: type, count, status in words, date, place, any
// decision in progress (with a withdraw action while it is still an exploring state) and the
// options the member may choose for it.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Body1, Button, Caption1, Card, CardHeader, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { DispositionOption } from '../../../contract/domain/dispositionOptions.ts';
import type { StatusCategory } from '../../../contract/domain/storedItemStatus.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { memberStrings } from './memberStrings.ts';
import { useItemCardStyles } from './useItemCardStyles.ts';
import { useOptionLinkStyles } from '../../shared/useOptionLinkStyles.ts';
import type { ItemTypeCode } from '../../i18n/common/en-US.ts';

const useStyles = makeStyles({
  card: { height: '100%', boxSizing: 'border-box' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  withdraw: { alignSelf: 'flex-start' },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  optionsTitle: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface CardOptionLink {
  to: string;
  label: string;
}

export interface CardDecision {
  option: DispositionOption;
  /** When the decision was signed (the latest consent record), if known. */
  signedAt: string | null;
  canWithdraw: boolean;
}

export interface FreezeEventCardProps {
  event: FreezeEvent;
  statusWords: string;
  statusCategory: StatusCategory | null;
  locale: string;
  timeZone: string;
  decision: CardDecision | null;
  options: readonly CardOptionLink[];
  /** Options not open yet (thaw and discard of a young item), with the date they open. */
  upcoming: readonly { label: string; from: number }[];
  busy: boolean;
  onWithdraw: (event: FreezeEvent) => void;
  /** More facts (dt/dd pairs): consent to storage, the partner (issue 13). */
  extraFacts?: ReactNode;
  /** Below the facts: the decision with the partner and the renewal action. */
  consent?: ReactNode;
}

export function FreezeEventCard(props: FreezeEventCardProps) {
  const styles = useStyles();
  const card = useItemCardStyles();
  const optionLink = useOptionLinkStyles();
  const optionLinkClass = mergeClasses(optionLink.link, optionLink.compact);
  const { t } = useNamespace('member', memberStrings);
  const { event, decision, locale, timeZone } = props;
  const headingId = `freeze-event-${event.id}-title`;
  const itemName = t('card.item', { type: t(`itemType.${event.itemTypeId as ItemTypeCode}`, { ns: 'common' }), count: t('home.count', { count: event.count }), id: event.id });
  const intent = props.statusCategory === 'exploring' ? 'warning' : props.statusCategory === 'base' ? 'success' : 'informative';
  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <CardHeader
        header={
          <Subtitle2 as="h3" id={headingId}>
            {`${t(`itemType.${event.itemTypeId as ItemTypeCode}`, { ns: 'common' })} · ${t('home.count', { count: event.count })}`}
          </Subtitle2>
        }
        description={<Caption1>{event.description}</Caption1>}
      />
      <dl className={styles.facts}>
        <dt className={card.term}>{t('home.status')}</dt>
        <dd className={card.definition}>
          <Badge className={card.badge} appearance="tint" color={intent} shape="rounded">
            {props.statusWords}
          </Badge>
        </dd>
        <dt className={card.term}>{t('home.frozenOn')}</dt>
        <dd className={card.definition}>{formatDate(event.frozenOn, locale, timeZone)}</dd>
        <dt className={card.term}>{t('home.storedAt')}</dt>
        <dd className={card.definition}>{event.storageLocation}</dd>
        <dt className={card.term}>{t('home.reference')}</dt>
        <dd className={card.definition}>{`#${event.id}`}</dd>
        {props.extraFacts}
      </dl>
      {decision ? (
        <section className={card.panel} aria-label={t('card.decisionTitle')} embryo-test-sid={`decision-${event.id}`}>
          <Body1 as="p" className={card.panelTitle}>
            <strong>{t('card.exploring', { option: t(`decision.${decision.option}`) })}</strong>
          </Body1>
          {decision.signedAt ? <Caption1>{t('card.signedOn', { date: formatDate(decision.signedAt, locale, timeZone) })}</Caption1> : null}
          {decision.canWithdraw ? (
            <Button
              className={styles.withdraw}
              size="small"
              disabled={props.busy}
              onClick={() => props.onWithdraw(event)}
              aria-label={t('card.withdrawLabel', { item: itemName })}
              embryo-test-sid={`withdraw-${event.id}`}
            >
              {t('card.withdraw')}
            </Button>
          ) : (
            <Caption1>{t('card.withClinic')}</Caption1>
          )}
        </section>
      ) : null}
      {props.consent}
      {props.options.length > 0 || props.upcoming.length > 0 ? (
        <div role="group" aria-label={`${t('card.optionsTitle')}: ${itemName}`}>
          {props.options.length > 0 ? (
            <ul className={styles.options}>
              {props.options.map((link) => (
                <li key={link.to}>
                  <RouterLink className={optionLinkClass} to={link.to}>
                    {link.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          ) : null}
          {props.upcoming.map((soon) => (
            <Caption1 key={soon.label} block className={styles.muted}>
              {t('card.notYetEligible', { option: soon.label, date: formatDate(soon.from, locale, timeZone) })}
            </Caption1>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

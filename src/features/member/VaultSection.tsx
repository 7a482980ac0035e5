// The member's vault: a card per own freeze event, the partner's items shared with the member, and
// the option pages that can do something for this member.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Center } from '../../../contract/api/centers.ts';
import type { FreezeEvent, Member } from '../../../contract/api/members.ts';
import type { ConsentedItem, JointDecisionView } from '../../../contract/api/consent.ts';
import type { OptionRoute } from '../../../contract/domain/dispositionOptions.ts';
import { parseStatus } from '../../../contract/domain/storedItemStatus.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useStatusWords } from '../../shared/StatusText.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { useOptionLinkStyles } from '../../shared/useOptionLinkStyles.ts';
import { FreezeEventCard } from './FreezeEventCard.tsx';
import { ItemConsentFacts, ItemConsentSection } from './ItemConsent.tsx';
import { memberStrings } from './memberStrings.ts';
import { consentStrings } from './consentStrings.ts';
import type { CardModel } from './useVaultCards.ts';

const useStyles = makeStyles({
  vault: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', listStyleType: 'none', margin: 0, padding: 0 },
  item: { height: '100%' },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: `${tokens.spacingVerticalM} 0 0`, padding: 0 },
});

export interface VaultSectionProps {
  member: Member;
  center: Center;
  freezeEvents: readonly FreezeEvent[];
  /** The list could not be read (it is empty for that reason, not because nothing is stored). */
  loadFailed: boolean;
  /** Reads the list again. */
  onReload: () => Promise<unknown>;
  cards: readonly CardModel[];
  ownConsent: ReadonlyMap<number, ConsentedItem>;
  sharedItems: readonly ConsentedItem[];
  learnRoutes: readonly OptionRoute[];
  locale: string;
  /** A withdraw dialog is open: the cards' actions wait. */
  busy: boolean;
  itemName: (item: FreezeEvent) => string;
  onWithdraw: (event: FreezeEvent) => void;
  consentHandlers: {
    onRenew: (item: ConsentedItem) => void;
    onCoSign: (item: ConsentedItem, decision: JointDecisionView) => void;
    onWithdraw: (item: ConsentedItem, decision: JointDecisionView) => void;
  };
}

export function VaultSection(props: VaultSectionProps) {
  const styles = useStyles();
  const optionLinkClass = useOptionLinkStyles().link;
  const { t } = useNamespace('member', memberStrings);
  const { t: tc } = useNamespace('memberConsent', consentStrings);
  const statusWords = useStatusWords();
  const [reloading, setReloading] = useState(false);
  const { member, center, locale, busy, ownConsent, sharedItems, learnRoutes } = props;
  const timeZone = center.timeZone;
  const itemConsentProps = (item: ConsentedItem, shared: boolean) => ({
    item,
    itemName: props.itemName(item),
    locale,
    timeZone,
    busy,
    readOnly: member.isReadOnly,
    shared,
    ...props.consentHandlers,
  });

  return (
    <section className={styles.vault} aria-labelledby="vault-title">
      <Subtitle2 as="h2" id="vault-title" block>
        {t('home.vaultTitle')}
      </Subtitle2>
      {props.freezeEvents.length === 0 && props.loadFailed ? (
        reloading ? (
          <LoadingState label={t('home.loadingVault')} />
        ) : (
          <ErrorState
            error={null}
            title={t('home.loadFailed')}
            onRetry={() => {
              setReloading(true);
              void props.onReload().finally(() => setReloading(false));
            }}
          />
        )
      ) : props.freezeEvents.length === 0 ? (
        <EmptyState>{sharedItems.length > 0 ? tc('shared.noOwn', { owner: sharedItems[0]!.ownerName }) : t('home.empty', { center: center.name })}</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {props.cards.map((card) => (
            <li key={card.event.id} className={styles.item} embryo-test-sid={`freeze-event-${card.event.id}`}>
              <FreezeEventCard
                event={card.event}
                statusWords={statusWords(card.event.statusId)}
                statusCategory={parseStatus(card.event.statusId)?.category ?? null}
                locale={locale}
                timeZone={timeZone}
                decision={card.decision}
                options={card.options}
                upcoming={card.upcoming}
                busy={busy}
                onWithdraw={props.onWithdraw}
                extraFacts={ownConsent.has(card.event.id) ? <ItemConsentFacts item={ownConsent.get(card.event.id)!} locale={locale} timeZone={timeZone} shared={false} /> : null}
                consent={ownConsent.has(card.event.id) ? <ItemConsentSection {...itemConsentProps(ownConsent.get(card.event.id)!, false)} /> : null}
              />
            </li>
          ))}
        </ul>
      )}
      {sharedItems.length > 0 ? (
        <section className={styles.vault} aria-labelledby="shared-title" embryo-test-sid="shared-items">
          <Subtitle2 as="h2" id="shared-title" block>
            {tc('shared.title', { owner: sharedItems[0]!.ownerName })}
          </Subtitle2>
          <Body1 block>{tc('shared.intro', { owner: sharedItems[0]!.ownerName })}</Body1>
          <ul className={styles.grid}>
            {sharedItems.map((item) => (
              <li key={item.id} className={styles.item} embryo-test-sid={`shared-item-${item.id}`}>
                <FreezeEventCard
                  event={item}
                  statusWords={statusWords(item.statusId)}
                  statusCategory={parseStatus(item.statusId)?.category ?? null}
                  locale={locale}
                  timeZone={timeZone}
                  decision={null}
                  options={[]}
                  upcoming={[]}
                  busy={busy}
                  onWithdraw={() => undefined}
                  extraFacts={<ItemConsentFacts item={item} locale={locale} timeZone={timeZone} shared />}
                  consent={<ItemConsentSection {...itemConsentProps(item, true)} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {learnRoutes.length > 0 ? (
        <section aria-labelledby="options-title">
          <Subtitle2 as="h2" id="options-title" block>
            {t('home.optionsTitle')}
          </Subtitle2>
          <Body1 block>{t('home.optionsIntro')}</Body1>
          <ul className={styles.options}>
            {learnRoutes.map((route) => (
              <li key={route.slug}>
                <RouterLink className={optionLinkClass} to={`/member/${route.slug}`}>
                  {t(`option.${route.slug}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

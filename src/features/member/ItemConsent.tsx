// What consent says about one stored item, for its card: with whom it was created, consent to its
// storage (and a way to renew it), and the decision with the partner — who signed, who has not, when
// it lapses — with the actions the reader may take. Nothing here implies that a partner signed when
// they have not.
import { Badge, Body1, Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { portalTokens } from '../../shared/portalTokens.ts';
import type { ConsentedItem, JointDecisionView } from '../../../contract/api/consent.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { consentStrings } from './consentStrings.ts';
import { useItemCardStyles } from './useItemCardStyles.ts';

const useStyles = makeStyles({
  waiting: { borderLeftColor: portalTokens.colorPortalOrange },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ItemConsentProps {
  item: ConsentedItem;
  /** "Embryos · 3 items (#12)" */
  itemName: string;
  locale: string;
  timeZone: string;
  busy: boolean;
  readOnly: boolean;
  /** Shown on a partner's shared items: the account holder instead of the partner. */
  shared: boolean;
  onRenew: (item: ConsentedItem) => void;
  onCoSign: (item: ConsentedItem, decision: JointDecisionView) => void;
  onWithdraw: (item: ConsentedItem, decision: JointDecisionView) => void;
}

/** The facts (dt/dd pairs) to add to the card's list. */
export function ItemConsentFacts(props: Pick<ItemConsentProps, 'item' | 'locale' | 'timeZone' | 'shared'>) {
  const card = useItemCardStyles();
  const { t } = useNamespace('memberConsent', consentStrings);
  const { item, locale, timeZone } = props;
  const storage = item.storageConsent;
  const partner = props.shared ? item.ownerName : item.coOwnerName;
  return (
    <>
      {partner ? (
        <>
          <dt className={card.term}>{props.shared ? t('facts.accountHolder') : t('facts.createdWith')}</dt>
          <dd className={card.definition}>{partner}</dd>
        </>
      ) : null}
      {storage ? (
        <>
          <dt className={card.term}>{t('facts.storage')}</dt>
          <dd className={card.definition} embryo-test-sid={`storage-consent-${item.id}`}>
            {storage.status === 'current' ? (
              t('facts.current', { date: formatDate(storage.dueDate, locale, timeZone) })
            ) : (
              <Badge className={card.badge} appearance="tint" shape="rounded" color={storage.status === 'lapsed' ? 'danger' : 'warning'}>
                {storage.status === 'lapsed'
                  ? t('facts.lapsed', { date: formatDate(storage.dueDate, locale, timeZone) })
                  : t('facts.due', { date: formatDate(storage.dueDate, locale, timeZone) })}
              </Badge>
            )}
          </dd>
        </>
      ) : null}
    </>
  );
}

/** The decision with the partner and the renewal action, below the card's facts. */
export function ItemConsentSection(props: ItemConsentProps) {
  const styles = useStyles();
  const card = useItemCardStyles();
  const { t } = useNamespace('memberConsent', consentStrings);
  const { item, locale, timeZone } = props;
  const decision = item.jointDecision;
  const date = (iso: string) => formatDate(iso, locale, timeZone);
  const storage = item.storageConsent;
  const open = decision !== null && (decision.state === 'waitingForPartner' || decision.state === 'consented');
  const renewable = !props.shared && !props.readOnly && storage !== null && storage.status !== 'current' && !open;
  const renewButton = renewable ? (
    <Button
      size="small"
      appearance="primary"
      disabled={props.busy}
      onClick={() => props.onRenew(item)}
      aria-label={t('renew.buttonLabel', { item: props.itemName })}
      embryo-test-sid={`renew-${item.id}`}
    >
      {t('renew.button')}
    </Button>
  ) : null;
  if (!decision) return renewButton ? <div className={styles.actions}>{renewButton}</div> : null;

  const option = t(`joint.option.${decision.option}`);
  const me = decision.yourRole;
  const owner = decision.ownerName;
  const partner = decision.coOwnerName;
  const signedBy = (party: 'owner' | 'coOwner') => decision.signatures.find((s) => s.party === party);
  const first = signedBy('owner');
  const second = signedBy('coOwner');
  const nameOf = (party: 'owner' | 'coOwner') => (party === me ? t('joint.you') : party === 'owner' ? owner : partner);

  let title: string;
  let body: string | null = null;
  switch (decision.state) {
    case 'waitingForPartner':
      title = me === 'owner' ? t('joint.waitingOwnerTitle', { partner, option }) : t('joint.waitingPartnerTitle', { owner, option });
      body =
        me === 'owner'
          ? t('joint.waitingOwnerBody', { partner, date: date(first?.signedAtUtc ?? decision.startedAtUtc), lapse: date(decision.lapsesAtUtc) })
          : t('joint.waitingPartnerBody', { owner, date: date(first?.signedAtUtc ?? decision.startedAtUtc), lapse: date(decision.lapsesAtUtc) });
      break;
    case 'consented':
      title = t('joint.consentedTitle', { option });
      body = t('joint.consentedBody', {
        owner: nameOf('owner'),
        partner: nameOf('coOwner'),
        first: date(first?.signedAtUtc ?? decision.startedAtUtc),
        second: date(second?.signedAtUtc ?? decision.startedAtUtc),
      });
      break;
    case 'withdrawn':
      title = t('joint.withdrawnTitle', { option });
      body = t('joint.withdrawnBody', {
        who: decision.closedBy === 'owner' || decision.closedBy === 'coOwner' ? nameOf(decision.closedBy) : t('joint.clinic'),
        date: date(decision.closedAtUtc ?? decision.startedAtUtc),
      });
      break;
    case 'lapsed':
      title = t('joint.lapsedTitle', { option });
      body = t('joint.lapsedBody', { date: date(decision.closedAtUtc ?? decision.lapsesAtUtc) });
      break;
    default:
      // A renewal both signed needs nothing more from the clinic.
      title = decision.option === 'storage-renewal' ? t('joint.consentedTitle', { option }) : t('joint.completedTitle', { option });
  }
  const waitingForMe = decision.state === 'waitingForPartner' && me === 'coOwner';
  return (
    <>
      <section
        className={mergeClasses(card.panel, decision.state === 'waitingForPartner' && styles.waiting)}
        aria-label={t('joint.region')}
        embryo-test-sid={`joint-decision-${item.id}`}
      >
        <Body1 as="p" className={card.panelTitle}>
          <strong>{title}</strong>
        </Body1>
        {body ? <Caption1>{body}</Caption1> : null}
        {open && !props.readOnly ? (
          <div className={styles.actions}>
            {waitingForMe ? (
              <Button
                size="small"
                appearance="primary"
                disabled={props.busy}
                onClick={() => props.onCoSign(item, decision)}
                aria-label={t('joint.reviewLabel', { option, item: props.itemName })}
                embryo-test-sid={`cosign-${item.id}`}
              >
                {t('joint.review')}
              </Button>
            ) : null}
            {/* A consented disposition on the owner's own card is withdrawn with the card's own button. */}
            {decision.state === 'waitingForPartner' || props.shared ? (
              <Button
                size="small"
                disabled={props.busy}
                onClick={() => props.onWithdraw(item, decision)}
                aria-label={t('joint.withdrawLabel', { option, item: props.itemName })}
                embryo-test-sid={`joint-withdraw-${item.id}`}
              >
                {t('joint.withdraw')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      {renewButton ? <div className={styles.actions}>{renewButton}</div> : null}
    </>
  );
}

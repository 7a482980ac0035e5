// One collection: its timeline, the facts (state, site and address, appointment in the clinic's
// time zone, reason), what to do next, and the actions its state allows.
import { Badge, Body1, Button, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { CollectionSite } from '../../../contract/api/centers.ts';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import { allowedCollectionActions, type CollectionAction } from '../../../contract/domain/collectionAppointmentRules.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { formatAppointment } from '../../shared/format/formatDateTime.ts';
import { CollectionTimeline } from './CollectionTimeline.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'minmax(140px, auto) 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
  next: { padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function siteText(site: CollectionSite): string {
  return `${site.name}, ${site.addressLine1}, ${site.city} ${site.postalCode}`;
}

export interface CollectionCardProps {
  appointment: CollectionAppointment;
  site: CollectionSite | undefined;
  locale: string;
  timeZone: string;
  t: TFunction<'appointments'>;
  /** The action in progress on this card (its button shows busy, the others wait). */
  busy: CollectionAction | null;
  onAction: (action: CollectionAction) => void;
  onAddToCalendar: () => void;
}

const sid = (id: number, what: string) => `collection-${id}-${what}`;
const actionSids: Record<CollectionAction, string> = {
  changeSite: 'change-site',
  cancelAppointment: 'cancel-appointment',
  cancelCollection: 'cancel-collection',
  resendEnrollmentPackage: 'resend-package',
};

export function CollectionCard(props: CollectionCardProps) {
  const styles = useStyles();
  const { appointment: a, t } = props;
  const titleId = `collection-${a.inventoryBatchId}-title`;
  const actions = allowedCollectionActions(a.state);
  const canAddToCalendar = a.state === 'AppointmentPending' && a.scheduledAtUtc !== null;
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardHeader
        header={
          <Subtitle2 as="h2" id={titleId}>
            {t('collection', { id: a.inventoryBatchId })}
          </Subtitle2>
        }
        action={
          <Badge appearance="tint" shape="rounded" color={a.state === 'BatchCancelled' || a.state === 'Ineligible' ? 'danger' : 'brand'}>
            {t(`states.${a.state}`)}
          </Badge>
        }
      />
      <CollectionTimeline
        state={a.state}
        label={t('timeline.label', { id: a.inventoryBatchId })}
        stepName={(step) => t(`timeline.steps.${step}`)}
        doneText={t('timeline.done')}
        currentText={t('timeline.current')}
        cancelledText={t('timeline.cancelled')}
      />
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('state')}</dt>
        <dd className={styles.definition}>{t(`states.${a.state}`)}</dd>
        <dt className={styles.term}>{t('site')}</dt>
        <dd className={styles.definition} embryo-test-sid={sid(a.inventoryBatchId, 'site')}>
          {props.site ? siteText(props.site) : t('siteUnknown')}
        </dd>
        <dt className={styles.term}>{t('when')}</dt>
        <dd className={styles.definition} embryo-test-sid={sid(a.inventoryBatchId, 'when')}>
          {a.scheduledAtUtc ? formatAppointment(a.scheduledAtUtc, props.locale, props.timeZone) : t('notScheduled')}
        </dd>
        <dt className={styles.term}>{t('reason')}</dt>
        <dd className={styles.definition}>{t(`reasons.${a.collectionReason}`)}</dd>
      </dl>
      {a.enrollmentPackageSentAtUtc && actions.includes('resendEnrollmentPackage') ? (
        <Body1 block>{t('packageSent', { date: formatDate(a.enrollmentPackageSentAtUtc, props.locale, props.timeZone) })}</Body1>
      ) : null}
      {a.cancelAppointmentReason && a.state === 'AppointmentNeeded' ? <Body1 block>{t('lastCancelReason', { reason: a.cancelAppointmentReason })}</Body1> : null}
      <section className={styles.next} aria-labelledby={`${titleId}-next`}>
        <Subtitle2 as="h3" id={`${titleId}-next`} block>
          {t('nextTitle')}
        </Subtitle2>
        <Body1 block>{t(`next.${a.state}`)}</Body1>
      </section>
      {actions.length > 0 || canAddToCalendar ? (
        <div className={styles.actions} role="group" aria-label={t('actions.label', { id: a.inventoryBatchId })}>
          {canAddToCalendar ? (
            <Button appearance="primary" onClick={props.onAddToCalendar} embryo-test-sid={sid(a.inventoryBatchId, 'add-to-calendar')}>
              {t('actions.addToCalendar')}
            </Button>
          ) : null}
          {actions.map((action) => (
            <Button
              key={action}
              appearance={action === 'cancelCollection' ? 'subtle' : 'secondary'}
              disabled={props.busy !== null}
              onClick={() => props.onAction(action)}
              embryo-test-sid={sid(a.inventoryBatchId, actionSids[action])}
            >
              {props.busy === action && action === 'resendEnrollmentPackage' ? t('resend.working') : t(`actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

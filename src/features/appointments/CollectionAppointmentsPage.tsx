// Collection appointments of a fertility-preservation member (spec §1, rule 10): one card per
// collection with its timeline, site, appointment time in the clinic's zone and what to do next, and
// the actions its state allows — change the site, cancel the appointment with a reason, cancel the
// collection, have the enrolment package sent again, add a booked appointment to a calendar. Each
// answer replaces the card at once and updates the session (navigation follows rule 10 from it).
import { useEffect, useRef, useState } from 'react';
import { Body1, Field, MessageBar, MessageBarBody, Select, Textarea, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { CollectionSite } from '../../../contract/api/centers.ts';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import { cancelAppointmentReasonLength, type CollectionAction } from '../../../contract/domain/collectionAppointmentRules.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { formatAppointment } from '../../shared/format/formatDateTime.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { appointmentStrings } from './appointmentStrings.ts';
import { buildCalendarFile } from './buildCalendarFile.ts';
import { CollectionActionDialog } from './CollectionActionDialog.tsx';
import { CollectionCard, siteText, type Translate } from './CollectionCard.tsx';
import { describeCollectionError } from './describeCollectionError.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import type { ParseKeys } from 'i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, listStyleType: 'none', margin: 0, padding: 0 },
});

type DialogAction = Exclude<CollectionAction, 'resendEnrollmentPackage'>;
const collectedStates: readonly string[] = ['AppointmentComplete', 'TransportEligible', 'TransportScheduled'];

function downloadFile(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
}

export function CollectionAppointmentsPage() {
  const styles = useStyles();
  const { t: translate, i18n } = useNamespace('appointments', appointmentStrings);
  // The cards build their keys from the API's states and steps; they take `t` as words by key.
  const t: Translate = (key, options) => translate(key as ParseKeys<'appointments'>, options);
  const { api, session } = useServices();
  const member = useSessionState((s) => s.member);
  const center = useSessionState((s) => s.center);
  const memberId = member?.id;
  const data = useAsync(
    async (signal) => {
      const [appointments, sites] = await Promise.all([api.collectionAppointments.list(memberId, { signal }), api.members.collectionSites(memberId, center?.id, { signal })]);
      return { appointments, sites };
    },
    [api, memberId, center?.id],
  );
  // What the member sees: the last answer, replaced card by card as actions answer. A reload after a
  // refusal keeps the page (and the dialog explaining the refusal) on screen until the fresh list arrives.
  const [items, setItems] = useState<CollectionAppointment[] | null>(null);
  const [sites, setSites] = useState<CollectionSite[]>([]);
  const [dialog, setDialog] = useState<{ action: DialogAction; item: CollectionAppointment } | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: CollectionAction } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const [siteChoice, setSiteChoice] = useState('');
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const working = useRef(false);

  const loaded = data.status === 'success' ? data.data : null;
  useEffect(() => {
    if (!loaded) return;
    setItems(loaded.appointments);
    setSites(loaded.sites);
  }, [loaded]);

  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  if (data.status === 'error' && !items) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!items || !center || memberId === undefined) return <LoadingState />;
  const siteOf = (item: CollectionAppointment) => sites.find((s) => s.id === item.collectionSiteId);
  const whenOf = (item: CollectionAppointment) => (item.scheduledAtUtc ? formatAppointment(item.scheduledAtUtc, locale, center.timeZone) : '');

  const replace = (updated: CollectionAppointment) => {
    const next = items.map((item) => (item.inventoryBatchId === updated.inventoryBatchId ? updated : item));
    setItems(next);
    session.setAppointments(next.map((item) => ({ inventoryBatchId: item.inventoryBatchId, state: item.state })));
  };

  /** Runs one call for one collection; a 409 means it changed meanwhile: reload what the server has. */
  const run = async (item: CollectionAppointment, action: CollectionAction, call: () => Promise<CollectionAppointment>, done: (updated: CollectionAppointment) => string) => {
    if (working.current) return;
    working.current = true;
    setBusy({ id: item.inventoryBatchId, action });
    setError(null);
    setNotice(null);
    const elapsed = startTimer();
    try {
      const updated = await call();
      telemetry.trackEvent('AppointmentAction', { action, outcome: 'success' }, { durationMs: elapsed() });
      replace(updated);
      setDialog(null);
      setNotice({ intent: 'success', text: done(updated) });
    } catch (failure) {
      telemetry.trackEvent('AppointmentAction', { action, outcome: 'failure' }, { durationMs: elapsed() });
      const key = describeCollectionError(failure);
      const text = t(`errors.${key}`);
      if (dialog) setError(text);
      else setNotice({ intent: 'error', text });
      if (key === 'changed' || key === 'notFound') data.reload();
    } finally {
      working.current = false;
      setBusy(null);
    }
  };

  const open = (item: CollectionAppointment, action: CollectionAction) => {
    setNotice(null);
    setError(null);
    if (action === 'resendEnrollmentPackage') {
      void run(
        item,
        action,
        () => api.collectionAppointments.resendEnrollmentPackage(memberId, item.inventoryBatchId, { skipNotification: true }),
        () => t('resend.done', { id: item.inventoryBatchId }),
      );
      return;
    }
    setSiteChoice(String(sites.find((s) => s.id !== item.collectionSiteId)?.id ?? ''));
    setReason('');
    setReasonTouched(false);
    setDialog({ action, item });
  };

  const closeDialog = () => {
    if (working.current) return;
    setDialog(null);
    setError(null);
  };

  const confirm = () => {
    if (!dialog) return;
    const { action, item } = dialog;
    const id = item.inventoryBatchId;
    switch (action) {
      case 'changeSite': {
        const site = sites.find((s) => String(s.id) === siteChoice);
        if (!site) return setError(t('errors.unknownSite'));
        void run(
          item,
          action,
          () => api.collectionAppointments.changeCollectionSite(memberId, id, site.id, { skipNotification: true }),
          () => t('changeSite.done', { id, site: site.name }),
        );
        return;
      }
      case 'cancelAppointment': {
        setReasonTouched(true);
        const text = reason.trim();
        if (text.length < cancelAppointmentReasonLength.min) return;
        void run(
          item,
          action,
          () => api.collectionAppointments.cancelAppointment(memberId, id, text, { skipNotification: true }),
          () => t('cancelAppointment.done', { id }),
        );
        return;
      }
      case 'cancelCollection':
        void run(
          item,
          action,
          () => api.collectionAppointments.memberCancelCollection(memberId, id, { skipNotification: true }),
          () => t('cancelCollection.done', { id }),
        );
        return;
    }
  };

  const addToCalendar = (item: CollectionAppointment) => {
    if (!item.scheduledAtUtc) return;
    const site = siteOf(item);
    const file = buildCalendarFile({
      uid: `collection-${item.inventoryBatchId}-${item.scheduledAtUtc.replace(/[^0-9]/g, '').slice(0, 14)}@${window.location.hostname}`,
      startUtc: item.scheduledAtUtc,
      durationMinutes: item.durationMinutes ?? 60,
      summary: t('calendar.summary', { center: center.name }),
      location: site ? siteText(site) : center.name,
      description: t('calendar.description', { id: item.inventoryBatchId, center: center.name }),
      now: new Date(),
    });
    downloadFile(`collection-${item.inventoryBatchId}.ics`, file);
  };

  const dialogBusy = busy !== null && dialog !== null && busy.id === dialog.item.inventoryBatchId;
  const reasonTooShort = reasonTouched && reason.trim().length < cancelAppointmentReasonLength.min;
  const dialogTexts = dialog
    ? { title: t(`${dialog.action}.title`, { id: dialog.item.inventoryBatchId }), confirm: t(`${dialog.action}.confirm`), working: t(`${dialog.action}.working`) }
    : null;

  return (
    <section className={styles.root} aria-labelledby="appointments-title">
      <Title2 as="h1" id="appointments-title">
        {t('title')}
      </Title2>
      <Body1>{t('intro')}</Body1>
      <div role="status" aria-live="polite">
        {notice ? (
          <MessageBar intent={notice.intent} layout="multiline">
            <MessageBarBody>{notice.text}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      {items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.inventoryBatchId} embryo-test-sid={`collection-${item.inventoryBatchId}`}>
              <CollectionCard
                appointment={item}
                site={siteOf(item)}
                locale={locale}
                timeZone={center.timeZone}
                t={t}
                busy={busy?.id === item.inventoryBatchId ? busy.action : null}
                onAction={(action) => open(item, action)}
                onAddToCalendar={() => addToCalendar(item)}
              />
            </li>
          ))}
        </ul>
      )}

      <CollectionActionDialog
        key={dialog ? `${dialog.action}-${dialog.item.inventoryBatchId}` : 'closed'}
        open={dialog !== null}
        title={dialogTexts?.title ?? ''}
        confirmLabel={dialogTexts?.confirm ?? ''}
        workingLabel={dialogTexts?.working ?? ''}
        cancelLabel={t('actions.keep')}
        busy={dialogBusy}
        error={error}
        onConfirm={confirm}
        onClose={closeDialog}
        testSid={dialog ? `collection-${dialog.action}` : 'collection-dialog'}
      >
        {dialog?.action === 'changeSite' ? (
          <>
            <Body1 block>{t('changeSite.body', { id: dialog.item.inventoryBatchId })}</Body1>
            <Field label={t('changeSite.label')}>
              <Select value={siteChoice} onChange={(_e, d) => setSiteChoice(d.value)} embryo-test-sid="collection-site-select">
                {/* The site it already has is no choice: only the others are offered. */}
                {sites
                  .filter((site) => site.id !== dialog.item.collectionSiteId)
                  .map((site) => (
                    <option key={site.id} value={String(site.id)}>
                      {siteText(site)}
                    </option>
                  ))}
              </Select>
            </Field>
          </>
        ) : null}
        {dialog?.action === 'cancelAppointment' ? (
          <>
            <Body1 block>{t('cancelAppointment.body', { when: whenOf(dialog.item) })}</Body1>
            <Field
              label={t('cancelAppointment.label')}
              required
              hint={t('cancelAppointment.hint', { min: cancelAppointmentReasonLength.min, max: cancelAppointmentReasonLength.max })}
              validationState={reasonTooShort ? 'error' : 'none'}
              validationMessage={reasonTooShort ? t('cancelAppointment.tooShort', { min: cancelAppointmentReasonLength.min }) : undefined}
            >
              <Textarea
                value={reason}
                maxLength={cancelAppointmentReasonLength.max}
                resize="vertical"
                onChange={(_e, d) => setReason(d.value)}
                embryo-test-sid="collection-cancel-reason"
              />
            </Field>
          </>
        ) : null}
        {dialog?.action === 'cancelCollection' ? (
          <>
            <Body1 block>{t('cancelCollection.body')}</Body1>
            {collectedStates.includes(dialog.item.state) ? <Body1 block>{t('cancelCollection.collected')}</Body1> : null}
          </>
        ) : null}
      </CollectionActionDialog>
    </section>
  );
}

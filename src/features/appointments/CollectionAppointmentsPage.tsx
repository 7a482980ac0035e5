// Collection appointments of a fertility-preservation member (spec §1, rule 10): one card per
// collection with its timeline, site, appointment time in the clinic's zone and what to do next, and
// the actions its state allows — change the site, cancel the appointment with a reason, cancel the
// collection, have the enrolment package sent again, add a booked appointment to a calendar. Each
// answer replaces the card at once and updates the session (navigation follows rule 10 from it).
import { useEffect, useRef, useState } from 'react';
import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { CollectionSite } from '../../../contract/api/centers.ts';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import { cancelAppointmentReasonLength, type CollectionAction } from '../../../contract/domain/collectionAppointmentRules.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { formatAppointment } from '../../shared/format/formatDateTime.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { appointmentStrings } from './appointmentStrings.ts';
import { CollectionActionDialog } from './CollectionActionDialog.tsx';
import { CollectionList } from './CollectionList.tsx';
import { CollectionDialogFields } from './CollectionDialogFields.tsx';
import { collectionProblems } from './collectionProblems.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { problemMessage } from '../../shared/problemMessage.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { TitledSection } from '../../shared/TitledSection.tsx';

type DialogAction = Exclude<CollectionAction, 'resendEnrollmentPackage'>;

export function CollectionAppointmentsPage() {
  const { t, i18n } = useNamespace('appointments', appointmentStrings);
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
    session.setAppointments(
      memberId,
      next.map((item) => ({ inventoryBatchId: item.inventoryBatchId, state: item.state })),
    );
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
      const text = problemMessage(failure, collectionProblems, t);
      if (dialog) setError(text);
      else setNotice({ intent: 'error', text });
      // Changed or gone meanwhile: show what the server has now.
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) data.reload();
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

  const dialogBusy = busy !== null && dialog !== null && busy.id === dialog.item.inventoryBatchId;
  const reasonTooShort = reasonTouched && reason.trim().length < cancelAppointmentReasonLength.min;
  const dialogTexts = dialog
    ? { title: t(`${dialog.action}.title`, { id: dialog.item.inventoryBatchId }), confirm: t(`${dialog.action}.confirm`), working: t(`${dialog.action}.working`) }
    : null;

  return (
    <TitledSection titleId="appointments-title" title={t('title')}>
      <Body1>{t('intro')}</Body1>
      <div role="status" aria-live="polite">
        {notice ? (
          <MessageBar intent={notice.intent} layout="multiline">
            <MessageBarBody>{notice.text}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <CollectionList items={items} center={center} siteOf={siteOf} locale={locale} busy={busy} t={t} onAction={open} />

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
        {dialog ? (
          <CollectionDialogFields
            action={dialog.action}
            item={dialog.item}
            sites={sites}
            when={whenOf(dialog.item)}
            siteChoice={siteChoice}
            onSiteChoice={setSiteChoice}
            reason={reason}
            reasonTooShort={reasonTooShort}
            onReason={setReason}
            t={t}
          />
        ) : null}
      </CollectionActionDialog>
    </TitledSection>
  );
}

// Member view (recipients): one donor couple's profile as the API lets this recipient see it,
// photos once the couple accepted a photo request, the embryos eligible for donation, and the
// requests — match, photos (open profiles), a reservation per freeze event once the match is
// accepted — each confirmed with the disclaimer ticked, and cancellable while active.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Body1, Button, Caption1, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { EligibleFreeze, MatchingSiteMember } from '../../../contract/api/matching-site.ts';
import { MEMBER_VIEW_QUERY } from '../../guards/routeCatalog.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { describeMatchingError } from './describeMatchingError.ts';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { RequestStateBadge } from './RequestList.tsx';
import { useMatchingMaintenance, useMatchingSession } from './useMatchingSession.ts';
import { matchingStrings } from './matchingStrings.ts';
import { useListStyles } from './useListStyles.ts';
import { useLastLoaded } from './useLastLoaded.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, justifyContent: 'space-between' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  requests: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  request: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  freezeText: { flex: '1 1 240px', display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground2 },
});

type Action =
  | { kind: 'request'; what: 'MATCH' | 'PHOTOS' }
  | { kind: 'reserve'; freeze: EligibleFreeze }
  | { kind: 'cancel'; what: 'MATCH' | 'PHOTOS' }
  | { kind: 'cancelReservation'; freezeId: number; embryoCount: number };

/** The MatchingRequest event's action code of each action (issue 14). */
const matchingActionCode: Record<Action['kind'], string> = { request: 'sent', reserve: 'reserved', cancel: 'cancelled', cancelReservation: 'reservationCancelled' };

const active = (state: string | null) => state === 'REQUESTED' || state === 'ACCEPTED';

export function MemberViewPage() {
  const { t } = useNamespace('matching', matchingStrings);
  const [params] = useSearchParams();
  const requestMemberId = Number(params.get(MEMBER_VIEW_QUERY));
  if (!Number.isInteger(requestMemberId) || requestMemberId <= 0) return <EmptyState>{t('view.missing')}</EmptyState>;
  return <MemberView key={requestMemberId} requestMemberId={requestMemberId} />;
}

function MemberView(props: { requestMemberId: number }) {
  const styles = useStyles();
  const lists = useListStyles();
  const { t, i18n } = useNamespace('matching', matchingStrings);
  const { api, notify } = useServices();
  const { memberId } = useMatchingSession();
  const timeZone = useSessionState((s) => s.center?.timeZone);
  const maintenance = useMatchingMaintenance();
  const [action, setAction] = useState<Action | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const donor = useAsync((signal) => api.matching.matchingSiteMember(memberId, props.requestMemberId, undefined, { signal }), [api, memberId, props.requestMemberId]);
  const donorCenter = donor.data?.ivfCenterId;
  const freezes = useAsync(
    // Nothing to ask until the donor's clinic is known (an empty list here would read as "no embryos").
    (signal) => (donorCenter === undefined ? Promise.resolve(undefined) : api.matching.eligibleFreezesForDonation(memberId, props.requestMemberId, donorCenter, { signal })),
    [api, memberId, props.requestMemberId, donorCenter],
  );

  const shown = useLastLoaded(donor.data);
  const freezesShown = useLastLoaded(freezes.data);
  if (donor.status === 'error') return <ErrorState error={donor.error} onRetry={donor.reload} />;
  if (!shown) return <LoadingState />;
  const d: MatchingSiteMember = shown;
  const name = d.displayName ?? t('search.profileCode', { code: d.profileCode });
  const matchAccepted = d.matchRequestState === 'ACCEPTED';

  const run = async () => {
    if (!action) return;
    const o = { skipNotification: true } as const;
    const id = props.requestMemberId;
    const elapsed = startTimer();
    const event = {
      action: matchingActionCode[action.kind],
      what: action.kind === 'request' || action.kind === 'cancel' ? (action.what === 'MATCH' ? 'match' : 'photos') : 'reservation',
    };
    try {
      await send(action, id, o);
    } catch (failure) {
      telemetry.trackEvent('MatchingRequest', { ...event, outcome: 'failure' }, { durationMs: elapsed() });
      throw failure;
    }
    telemetry.trackEvent('MatchingRequest', { ...event, outcome: 'success' }, { durationMs: elapsed() });
    const done = t(`view.done.${action.kind}`);
    setAction(null);
    setAnnouncement(done);
    notify({ intent: 'success', title: done });
    // Reloading the donor reloads the embryo list too: it follows the donor's clinic.
    donor.reload();
  };

  const send = async (action: Action, id: number, o: { readonly skipNotification: true }) => {
    switch (action.kind) {
      case 'request':
        await (action.what === 'MATCH' ? api.matching.confirmMatchRequest(memberId, id, true, undefined, o) : api.matching.confirmPhotosRequest(memberId, id, true, undefined, o));
        break;
      case 'reserve':
        await api.matching.confirmRequestReservation(memberId, id, true, action.freeze.freezeId, o);
        break;
      case 'cancel':
        await (action.what === 'MATCH' ? api.matching.confirmMatchCancellation(memberId, id, undefined, o) : api.matching.confirmPhotosCancellation(memberId, id, undefined, o));
        break;
      case 'cancelReservation':
        await api.matching.confirmReservationCancellation(memberId, id, action.freezeId, o);
        break;
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await api.matching.generateDonorProfile(memberId, props.requestMemberId, { skipNotification: true });
      saveBlob(blob, `donor-profile-${d.profileCode}.pdf`);
    } catch (failure) {
      notify({ intent: 'error', title: t('view.downloadFailed'), body: describeMatchingError(failure, t) });
    } finally {
      setDownloading(false);
    }
  };

  const dialog = (() => {
    if (!action) return null;
    switch (action.kind) {
      case 'request':
        return { title: t(`view.ask.${action.what}`, { name }), disclaimer: t(`disclaimer.${action.what}`), confirm: t(`view.requestAction.${action.what}`) };
      case 'reserve':
        return { title: t('view.ask.RESERVATION', { count: action.freeze.count, name }), disclaimer: t('disclaimer.RESERVATION'), confirm: t('view.reserve') };
      case 'cancel':
        return { title: t(`view.askCancel.${action.what}`, { name }), disclaimer: undefined, confirm: t('view.cancelRequest') };
      case 'cancelReservation':
        return { title: t('view.askCancel.RESERVATION', { count: action.embryoCount, name }), disclaimer: undefined, confirm: t('view.cancelRequest') };
    }
  })();

  const requestCard = (what: 'MATCH' | 'PHOTOS', state: string | null) => (
    <div className={styles.request} embryo-test-sid={`request-${what.toLowerCase()}`}>
      <Subtitle1 as="h3">{t(`request.kind.${what}`)}</Subtitle1>
      <Body1 className={styles.hint}>{t(`view.explain.${what}`)}</Body1>
      <div className={styles.row}>
        {state ? <RequestStateBadge state={state} /> : <Caption1>{t('view.notRequested')}</Caption1>}
        {active(state) ? (
          <Button disabled={maintenance} onClick={() => setAction({ kind: 'cancel', what })} embryo-test-sid={`cancel-${what.toLowerCase()}`}>
            {t('view.cancelRequest')}
          </Button>
        ) : (
          <Button appearance="primary" disabled={maintenance} onClick={() => setAction({ kind: 'request', what })} embryo-test-sid={`request-${what.toLowerCase()}-button`}>
            {t(`view.requestAction.${what}`)}
          </Button>
        )}
      </div>
    </div>
  );

  const reservedIds = new Set(d.reservations.map((r) => r.freezeId));
  return (
    <article className={styles.root} aria-labelledby="view-title">
      <div className={styles.header}>
        <Title2 as="h1" id="view-title">
          {name}
        </Title2>
        <Button onClick={() => void download()} disabled={downloading}>
          {downloading ? t('view.downloading') : t('view.download')}
        </Button>
      </div>
      <Caption1>{t('view.summary', { code: d.profileCode, center: d.ivfCenterName })}</Caption1>
      <MaintenanceNotice active={maintenance} />
      <div role="status" aria-live="polite">
        {announcement}
      </div>
      <section className={styles.section} aria-labelledby="view-requests">
        <Subtitle1 as="h2" id="view-requests">
          {t('view.requests')}
        </Subtitle1>
        <div className={styles.requests}>
          {requestCard('MATCH', d.matchRequestState)}
          {d.privacyTypeId === 'OPEN' ? requestCard('PHOTOS', d.photosRequestState) : null}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="view-embryos">
        <Subtitle1 as="h2" id="view-embryos">
          {t('view.embryos')}
        </Subtitle1>
        {!matchAccepted ? <Body1 className={styles.hint}>{t('view.reserveAfterMatch')}</Body1> : null}
        {d.reservations.length > 0 ? (
          <ul className={lists.list} aria-label={t('view.yourReservations')}>
            {d.reservations.map((r) => (
              <li key={r.freezeId} className={lists.item} embryo-test-sid={`reservation-${r.freezeId}`}>
                <span className={styles.freezeText}>
                  <Body1>{t('view.reservation', { count: r.embryoCount, id: r.freezeId })}</Body1>
                </span>
                <RequestStateBadge state={r.state} />
                <Button disabled={maintenance} onClick={() => setAction({ kind: 'cancelReservation', freezeId: r.freezeId, embryoCount: r.embryoCount })}>
                  {t('view.cancelRequest')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {freezes.status !== 'error' && !freezesShown ? <LoadingState /> : null}
        {freezes.status === 'error' ? <ErrorState error={freezes.error} onRetry={freezes.reload} /> : null}
        {freezesShown && freezesShown.filter((f) => !reservedIds.has(f.freezeId)).length === 0 ? <Body1>{t('view.noEmbryos')}</Body1> : null}
        {freezesShown && freezesShown.length > 0 ? (
          <ul className={lists.list} aria-label={t('view.eligible')}>
            {freezesShown
              .filter((f) => !reservedIds.has(f.freezeId))
              .map((f) => (
                <li key={f.freezeId} className={lists.item} embryo-test-sid={`eligible-freeze-${f.freezeId}`}>
                  <span className={styles.freezeText}>
                    <Body1>{t('view.freeze', { count: f.count, description: f.description })}</Body1>
                    <Caption1 className={styles.hint}>{t('view.frozenOn', { date: formatDate(f.frozenOn, i18n.language, timeZone), id: f.freezeId })}</Caption1>
                  </span>
                  {matchAccepted ? (
                    <Button appearance="primary" disabled={maintenance} onClick={() => setAction({ kind: 'reserve', freeze: f })} embryo-test-sid={`reserve-${f.freezeId}`}>
                      {t('view.reserveCount', { count: f.count })}
                    </Button>
                  ) : null}
                </li>
              ))}
          </ul>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="view-profile">
        <Subtitle1 as="h2" id="view-profile">
          {t('view.profile')}
        </Subtitle1>
        <ProfileDetails
          headingLevel={3}
          profile={{
            coupleInformation: d.coupleInformation,
            attributes: {
              ivfCenterName: d.ivfCenterName,
              residenceState: d.residenceState,
              birthYear: d.birthYear,
              heightCm: d.heightCm,
              eyeColor: d.eyeColor,
              hairColor: d.hairColor,
              race: d.race,
              religion: d.religion,
              education: d.education,
            },
            considerations: d.considerations,
            medicalInformation: d.medicalInformation,
            letter: d.letter,
            customDescription: d.customDescription,
            photos: d.photos,
          }}
          photoAlt={(n) => t('view.photoAlt', { n, name })}
        />
      </section>
      <ConfirmDialog
        open={action !== null}
        title={dialog?.title ?? ''}
        disclaimer={dialog?.disclaimer}
        confirmLabel={dialog?.confirm ?? ''}
        onConfirm={run}
        onClose={() => setAction(null)}
      />
    </article>
  );
}

// Member view (recipients): one donor couple's profile as the API lets this recipient see it,
// photos once the couple accepted a photo request, the embryos eligible for donation, and the
// requests — match, photos (open profiles), a reservation per freeze event once the match is
// accepted — each confirmed with the disclaimer ticked, and cancellable while active.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Caption1, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { EligibleFreeze, MatchingSiteMember } from '../../../contract/api/matching-site.ts';
import { MEMBER_VIEW_QUERY } from '../../guards/routeCatalog.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { problemMessage } from '../../shared/problemMessage.ts';
import { matchingProblems } from './matchingProblems.ts';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { RequestCard } from './RequestCard.tsx';
import { DonorEmbryosSection } from './DonorEmbryosSection.tsx';
import { useMatchingMaintenance, useMatchingSession } from './useMatchingSession.ts';
import { matchingStrings } from './matchingStrings.ts';
import { useLastLoaded } from './useLastLoaded.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, justifyContent: 'space-between' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  requests: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
});

type Action =
  | { kind: 'request'; what: 'MATCH' | 'PHOTOS' }
  | { kind: 'reserve'; freeze: EligibleFreeze }
  | { kind: 'cancel'; what: 'MATCH' | 'PHOTOS' }
  | { kind: 'cancelReservation'; freezeId: number; embryoCount: number };

/** The MatchingRequest event's action code of each action (issue 14). */
const matchingActionCode: Record<Action['kind'], string> = { request: 'sent', reserve: 'reserved', cancel: 'cancelled', cancelReservation: 'reservationCancelled' };

export function MemberViewPage() {
  const { t } = useNamespace('matching', matchingStrings);
  const [params] = useSearchParams();
  const requestMemberId = Number(params.get(MEMBER_VIEW_QUERY));
  if (!Number.isInteger(requestMemberId) || requestMemberId <= 0) return <EmptyState>{t('view.missing')}</EmptyState>;
  return <MemberView key={requestMemberId} requestMemberId={requestMemberId} />;
}

function MemberView(props: { requestMemberId: number }) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
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
      notify({ intent: 'error', title: t('view.downloadFailed'), body: problemMessage(failure, matchingProblems, t) });
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
    <RequestCard what={what} state={state} maintenance={maintenance} onRequest={() => setAction({ kind: 'request', what })} onCancel={() => setAction({ kind: 'cancel', what })} />
  );

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
      <DonorEmbryosSection
        donor={d}
        freezes={freezes}
        freezesShown={freezesShown}
        timeZone={timeZone}
        maintenance={maintenance}
        onReserve={(freeze) => setAction({ kind: 'reserve', freeze })}
        onCancelReservation={(freezeId, embryoCount) => setAction({ kind: 'cancelReservation', freezeId, embryoCount })}
      />
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

// Matching home: the clinic's home text, then the member's own matching state from MatchingHome —
// for a donor couple the profile's status with its next step and the requests recipients sent
// (answered here), for a recipient the requests they sent, for anyone else the clinic's note for
// members without a matching profile. A listed couple chooses the embryos it offers, and reads a
// recipient's profile before answering their request. Coming from the profile wizard's last step,
// the page scrolls to the profile's status: the wizard's result. Under maintenance every change
// button is disabled.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Body1, MessageBar, MessageBarBody, Subtitle1, Title2, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { MatchingHome, MatchingRequest } from '../../../contract/api/matching-site.ts';
import { PROFILE_STEP_ORDER } from './profileSteps.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { useOptionLinkStyles } from '../../shared/useOptionLinkStyles.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { MatchingTemplateBody, useMatchingTemplates } from './MatchingContentPage.tsx';
import { OfferedEmbryos } from './OfferedEmbryos.tsx';
import { RequestingRecipientProfile } from './RequestingRecipientProfile.tsx';
import { RequestList, useRequestWords } from './RequestList.tsx';
import { useMatchingSession } from './useMatchingSession.ts';
import { useLastLoaded } from './useLastLoaded.ts';
import { matchingStrings } from './matchingStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '72ch' },
  line: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  heading: {
    ...typographyStyles.subtitle1,
    margin: 0,
    scrollMarginTop: tokens.spacingVerticalXXXL,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** What the profile wizard passes when its last step is saved. */
export interface MatchingHomeLocationState {
  profileFinished?: boolean;
}

type HomeProfile = NonNullable<MatchingHome['profile']>;

interface StatusLine {
  key: string;
  text: string;
  link?: { to: string; label: string };
}

/** The donor couple's profile in words, with the next thing they can do. */
function useDonorStatusLines(profile: HomeProfile | null): StatusLine[] {
  const { t } = useNamespace('matching', matchingStrings);
  const build = pathOf('matchingBuildProfileCreate');
  if (!profile || profile.completionStatusId === 'NOPROF') {
    return [{ key: 'notStarted', text: t('home.status.notStarted'), link: { to: build, label: t('home.buildProfile') } }];
  }
  const lines: StatusLine[] = [];
  const anonymous = profile.privacyTypeId === 'IVF_' || profile.privacyTypeId === 'IVFU';
  if (profile.nextStep) {
    const step = PROFILE_STEP_ORDER.indexOf(profile.nextStep) + 1;
    lines.push({
      key: 'inProgress',
      text: t('home.status.inProgress', { step, total: PROFILE_STEP_ORDER.length, name: t(`steps.${profile.nextStep}.title`) }),
      link: { to: build, label: t('home.continueProfile') },
    });
  }
  if (profile.customDescriptionStatusId === 'EDCPND') lines.push({ key: 'EDCPND', text: t('home.status.EDCPND') });
  if (profile.customDescriptionStatusId === 'EDCDEC') {
    const note = profile.customDescriptionNote ? ` ${t('home.status.clinicNote', { note: profile.customDescriptionNote })}` : '';
    lines.push({ key: 'EDCDEC', text: `${t('home.status.EDCDEC')}${note}`, link: { to: build, label: t('home.editDescription') } });
  }
  if (profile.completionStatusId === 'MEDPND') lines.push({ key: 'MEDPND', text: t('home.status.MEDPND') });
  if (anonymous) lines.push({ key: 'anonymous', text: t('home.status.anonymous') });
  else if (profile.listed)
    lines.push({ key: 'listed', text: t('home.status.listed', { code: profile.profileCode }), link: { to: pathOf('matchingProfile'), label: t('home.viewProfile') } });
  else if (!profile.nextStep) lines.push({ key: 'notListed', text: t('home.status.notListed') });
  return lines;
}

function StatusLines(props: { lines: StatusLine[] }) {
  const styles = useStyles();
  const links = useOptionLinkStyles();
  return (
    <div className={styles.status}>
      {props.lines.map((line) => (
        <div key={line.key} className={styles.line} embryo-test-sid={`matching-status-${line.key}`}>
          <Body1>{line.text}</Body1>
          {line.link ? (
            <RouterLink className={links.link} to={line.link.to}>
              {line.link.label}
            </RouterLink>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export function MatchingHomePage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('matching', matchingStrings);
  const { api, notify } = useServices();
  const { memberId } = useMatchingSession();
  const timeZone = useSessionState((s) => s.center?.timeZone);
  const templates = useMatchingTemplates();
  const home = useAsync((signal) => api.matching.matchingHome(memberId, { signal }), [api, memberId]);
  const words = useRequestWords();
  const [answering, setAnswering] = useState<{ request: MatchingRequest; accept: boolean } | null>(null);

  const page = templates.data?.matchingSitePages.find((p) => p.internalName === 'home');
  const data = useLastLoaded(home.data);
  const maintenance = data?.maintenance.active === true;
  const donorLines = useDonorStatusLines(data?.profile ?? null);
  const offering = data?.role === 'DONOR' && (data.profile?.privacyTypeId === 'OPEN' || data.profile?.privacyTypeId === 'CLOS');

  // The wizard's result: once the status is shown, bring it into view and give it focus (once).
  const finished = (useLocation().state as MatchingHomeLocationState | null)?.profileFinished === true;
  const resultRef = useRef<HTMLHeadingElement>(null);
  const shownResult = useRef(false);
  useEffect(() => {
    if (!finished || !data || shownResult.current || !resultRef.current) return;
    shownResult.current = true;
    resultRef.current.scrollIntoView({ block: 'start' });
    resultRef.current.focus({ preventScroll: true });
  }, [finished, data]);

  const answer = async () => {
    if (!answering) return;
    const { request, accept } = answering;
    const call = request.kind === 'PHOTOS' ? api.matching.acceptPhotosRequest : api.matching.acceptMatchRequest;
    await call(memberId, request.counterpartMemberId, accept, request.kind === 'RESERVATION' ? request.freezeId : undefined, { skipNotification: true });
    setAnswering(null);
    notify({ intent: 'success', title: accept ? t('answer.accepted') : t('answer.declined') });
    home.reload();
  };

  const requestsTitle = data?.role === 'DONOR' ? t('home.received') : t('home.sent');
  // The clinic's title and the requests arrive together: a title drawn before its clinic's words
  // would change length and move the page under the reader (CLS, issue 16).
  if (templates.status === 'loading' || (home.status === 'loading' && !data)) return <LoadingState />;
  return (
    <article className={styles.root} aria-labelledby="matching-title">
      <Title2 as="h1" id="matching-title">
        {page?.labelText ?? t('home.title')}
      </Title2>
      <MaintenanceNotice active={maintenance} />
      {home.status === 'error' ? <ErrorState error={home.error} onRetry={home.reload} /> : null}
      {data && data.role === null ? <Body1 as="p">{templates.data?.membersWithoutMatchingProfiles ?? t('home.noProfile')}</Body1> : null}
      {data && data.role !== null ? (
        <section className={styles.section} aria-labelledby="matching-mine">
          <h2 id="matching-mine" ref={resultRef} tabIndex={-1} className={styles.heading}>
            {t('home.yourProfile')}
          </h2>
          {data.role === 'DONOR' ? (
            <StatusLines lines={donorLines} />
          ) : data.profile?.completionStatusId === 'CURRNT' ? (
            <StatusLines lines={[{ key: 'current', text: t('home.recipient.current'), link: { to: pathOf('matchingSearch'), label: t('home.recipient.search') } }]} />
          ) : (
            <StatusLines lines={[{ key: 'pending', text: t('home.recipient.pending'), link: { to: pathOf('matchingBuildProfileReview'), label: t('home.recipient.review') } }]} />
          )}
        </section>
      ) : null}
      {offering ? <OfferedEmbryos memberId={memberId} disabled={maintenance} /> : null}
      {data && data.role !== null ? (
        <section className={styles.section} aria-labelledby="matching-requests">
          <Subtitle1 as="h2" id="matching-requests">
            {requestsTitle}
          </Subtitle1>
          {data.requests.length === 0 ? (
            <EmptyState>{data.role === 'DONOR' ? t('home.noneReceived') : t('home.noneSent')}</EmptyState>
          ) : (
            <RequestList
              requests={data.requests}
              viewer={data.role}
              locale={i18n.language}
              timeZone={timeZone}
              disabled={maintenance}
              onAnswer={(request, accept) => setAnswering({ request, accept })}
            />
          )}
        </section>
      ) : null}
      {templates.status === 'error' ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('missing')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {page ? <MatchingTemplateBody page={page} idPrefix="matching-home" /> : null}
      <ConfirmDialog
        open={answering !== null}
        title={
          answering ? t(answering.accept ? 'answer.acceptTitle' : 'answer.declineTitle', { what: words.kind(answering.request), name: answering.request.counterpartName }) : ''
        }
        confirmLabel={answering?.accept ? t('request.accept') : t('request.decline')}
        onConfirm={answer}
        onClose={() => setAnswering(null)}
      >
        {answering ? <RequestingRecipientProfile memberId={memberId} recipientMemberId={answering.request.counterpartMemberId} /> : null}
        {answering ? <Body1 as="p">{t(answering.accept ? `answer.acceptBody.${answering.request.kind}` : 'answer.declineBody')}</Body1> : null}
      </ConfirmDialog>
    </article>
  );
}

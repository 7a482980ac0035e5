// Build profile (route C_): the donor couple's profile in six steps — privacy type, couple and
// searchable attributes, considerations, medical information, letter, photos. Each step is saved
// with UpdateMatchingProfile; the wizard opens at the profile's nextStep, earlier steps stay
// reachable, and a failed save keeps everything typed. Finishing goes to matching home, scrolled to
// the profile's status.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { Body1, Button, Field, ProgressBar, Title2, makeStyles, mergeClasses, tokens, typographyStyles, MessageBarTitle } from '@fluentui/react-components';
import type { MatchingPhoto, OwnMatchingProfile } from '../../../contract/api/matching-site.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { problemMessage } from '../../shared/problemMessage.ts';
import { matchingProblems } from './matchingProblems.ts';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import type { MatchingHomeLocationState } from './MatchingHomePage.tsx';
import { PhotosStep } from './PhotosStep.tsx';
import { ConsiderationsStepFields, CoupleStepFields, LetterStepFields, MedicalStepFields, PrivacyStepFields, type StepFieldsProps } from './ProfileStepFields.tsx';
import { PROFILE_STEP_ORDER, draftFromProfile, pickStep, reachableIndex, resumeIndex, stepBody, validateStep, type ProfileDraft, type StepIssues } from './profileSteps.ts';
import { useMatchingMaintenance, useMatchingSession } from './useMatchingSession.ts';
import { matchingStrings } from './matchingStrings.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  steps: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  stepItem: { display: 'flex' },
  stepCurrent: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
  stepLater: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { ...typographyStyles.subtitle1, margin: 0, ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  rebuild: { marginLeft: 'auto' },
});

export function BuildProfilePage() {
  const { t } = useNamespace('matching', matchingStrings);
  const { api } = useServices();
  const { memberId } = useMatchingSession();
  const profile = useAsync((signal) => api.matching.matchingProfile(memberId, { signal }), [api, memberId]);
  if (profile.status === 'loading') return <LoadingState />;
  if (profile.status === 'error') return <ErrorState error={profile.error} onRetry={profile.reload} title={t('wizard.loadFailed')} />;
  return <ProfileWizard initial={profile.data} />;
}

export interface ProfileWizardProps {
  initial: OwnMatchingProfile;
}

export function ProfileWizard(props: ProfileWizardProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const services = useServices();
  const navigate = useNavigate();
  const { memberId } = useMatchingSession();
  const openClosedAllowed = useSessionState((s) => s.features.openClosedDonation);
  const maintenance = useMatchingMaintenance();
  const [profile, setProfile] = useState(props.initial);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(props.initial));
  const [index, setIndex] = useState(() => resumeIndex(props.initial.nextStep));
  const [issues, setIssues] = useState<StepIssues>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rebuilding, setRebuilding] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const step = PROFILE_STEP_ORDER[index] ?? 'privacy';
  const total = PROFILE_STEP_ORDER.length;
  const reachable = Math.max(reachableIndex(profile.nextStep), index);
  const last = index === total - 1;

  // Focus follows the step, so keyboard and screen-reader users land on its title.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  // A step that cannot be saved yet sends focus to its first field with a problem.
  useEffect(() => {
    if (Object.keys(issues).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues]);

  const goTo = (target: number) => {
    moved.current = true;
    setIssues({});
    setError(null);
    setIndex(target);
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateStep(step, draft);
    setIssues(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await services.api.matching.updateMatchingProfile(memberId, stepBody(step, draft), profile.etag, { skipNotification: true });
      setProfile(saved);
      if (last) {
        // The member record carries the completion status the navigation rules read.
        await services.session.loadMemberState();
        services.notify({ intent: 'success', title: t('wizard.finished') });
        // Matching home scrolls to the profile's status, the result of the last step.
        const state: MatchingHomeLocationState = { profileFinished: true };
        void navigate(pathOf('matchingHome'), { state });
        return;
      }
      goTo(index + 1);
    } catch (failure) {
      setError(problemMessage(failure, matchingProblems, t));
      if (failure instanceof ApiError && failure.status === 412) await showLatest();
    } finally {
      setBusy(false);
    }
  };

  /**
   * After a save refused because the profile changed elsewhere: the profile as saved now (the next
   * save is based on it); this step keeps what was typed, the other steps show what is saved.
   */
  const showLatest = async () => {
    const latest = await services.api.matching.matchingProfile(memberId, { skipNotification: true }).catch(() => null);
    if (!latest) return;
    setProfile(latest);
    setDraft((typed) => ({ ...draftFromProfile(latest), ...pickStep(step, typed) }));
  };

  const rebuild = async () => {
    const fresh = await services.api.matching.rebuildMatchingProfile(memberId, profile.etag, { skipNotification: true });
    setProfile(fresh);
    setDraft(draftFromProfile(fresh));
    setRebuilding(false);
    goTo(resumeIndex(fresh.nextStep));
    services.notify({ intent: 'success', title: t('wizard.rebuilt') });
  };

  const fieldProps: StepFieldsProps = { draft, onChange: (update) => setDraft(update), issues, openClosedAllowed, savedPrivacyTypeId: profile.privacyTypeId };
  const stepTitle = (i: number) => t(`steps.${PROFILE_STEP_ORDER[i] ?? 'privacy'}.title`);

  return (
    <article className={styles.root} aria-labelledby="build-title">
      <Title2 as="h1" id="build-title">
        {t('wizard.title')}
      </Title2>
      <MaintenanceNotice active={maintenance} />
      <nav aria-label={t('wizard.stepsLabel')}>
        <ol className={styles.steps}>
          {PROFILE_STEP_ORDER.map((s, i) => (
            <li key={s} className={styles.stepItem}>
              {i === index ? (
                <span className={styles.stepCurrent} aria-current="step">
                  {`${i + 1}. ${stepTitle(i)}`}
                </span>
              ) : i <= reachable ? (
                <Button appearance="transparent" size="small" onClick={() => goTo(i)} embryo-test-sid={`profile-step-${s}`}>
                  {`${i + 1}. ${stepTitle(i)}`}
                </Button>
              ) : (
                <span className={styles.stepLater}>{`${i + 1}. ${stepTitle(i)}`}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <Field label={t('wizard.progress', { n: index + 1, total })}>
        <ProgressBar value={(index + 1) / total} thickness="large" />
      </Field>
      <form ref={formRef} className={styles.form} onSubmit={(e) => void save(e)} noValidate aria-labelledby="build-step-title">
        <h2 id="build-step-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('wizard.stepHeading', { n: index + 1, total, name: stepTitle(index) })}
        </h2>
        <Body1 as="p">{t(`steps.${step}.intro`)}</Body1>
        {step === 'privacy' ? <PrivacyStepFields {...fieldProps} /> : null}
        {step === 'couple' ? <CoupleStepFields {...fieldProps} /> : null}
        {step === 'considerations' ? <ConsiderationsStepFields {...fieldProps} /> : null}
        {step === 'medical' ? <MedicalStepFields {...fieldProps} /> : null}
        {step === 'letter' ? <LetterStepFields {...fieldProps} /> : null}
        {step === 'photos' ? (
          <PhotosStep memberId={memberId} photos={profile.photos} disabled={maintenance} onPhotosChange={(photos: MatchingPhoto[]) => setProfile((p) => ({ ...p, photos }))} />
        ) : null}
        {error ? (
          <div ref={errorRef} tabIndex={-1}>
            <ErrorAlert title={<MessageBarTitle>{t('wizard.saveFailed')}</MessageBarTitle>}>{error}</ErrorAlert>
          </div>
        ) : null}
        <div className={styles.actions}>
          {index > 0 ? (
            <Button type="button" disabled={busy} onClick={() => goTo(index - 1)}>
              {t('wizard.back')}
            </Button>
          ) : null}
          <Button type="submit" appearance="primary" disabled={busy || maintenance} embryo-test-sid="profile-save">
            {busy ? t('wizard.saving') : last ? t('wizard.finish') : t('wizard.saveAndContinue')}
          </Button>
          <Button type="button" className={mergeClasses(styles.rebuild)} appearance="subtle" disabled={busy || maintenance} onClick={() => setRebuilding(true)}>
            {t('wizard.rebuild')}
          </Button>
        </div>
      </form>
      <ConfirmDialog open={rebuilding} title={t('wizard.rebuildTitle')} confirmLabel={t('wizard.rebuildConfirm')} onConfirm={rebuild} onClose={() => setRebuilding(false)}>
        <Body1 as="p">{t('wizard.rebuildBody')}</Body1>
      </ConfirmDialog>
    </article>
  );
}

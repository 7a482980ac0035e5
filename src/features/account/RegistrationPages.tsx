// Registration pages of the account area: enrolment (no guard), its thank-you page, and the
// pre-empt register page a member whose registration stage is not REGI is sent to (rule 5).
// Both forms are the one RegistrationForm; the pages only load what it needs and send the result.
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Body1, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import type { RegistrationDetails } from '../../../contract/api/member-area.ts';
import type { Center, OffsiteStorageInfo } from '../../../contract/api/centers.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { regionMaskOf, toPortalLocale } from '../../i18n/locales.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { contactText } from '../../shared/format/contactText.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { fromRegistrationPerson } from './personForm.ts';
import { emptyRegistration, type RegistrationPayload, type RegistrationSetup, type RegistrationValues } from './registrationForm.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { useCaptcha } from '../../shared/captcha/useCaptcha.tsx';
import { useCountries } from './useCountryLists.ts';
import { registrationStrings } from './registrationStrings.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { TitledSection } from '../../shared/TitledSection.tsx';

const useStyles = makeStyles({
  narrow: { maxWidth: '960px' },
});

/** The clinic's fertility-preservation offer and collection sites, from the session or (if that failed at start-up) from the site address. */
function useOffsiteStorage() {
  const { api } = useServices();
  const known = useSessionState((s) => s.offsiteStorage);
  const fetched = useAsync((signal) => (known ? Promise.resolve(known) : api.auth.offsiteStorageFromUrl(window.location.host, { signal, skipNotification: true })), [api, known]);
  return fetched;
}

function useRegionMask(): string {
  const { i18n } = useNamespace('registration', registrationStrings);
  return regionMaskOf(toPortalLocale(i18n.language) ?? 'en-US');
}

/** Loads the countries and the offer; the form renders once both are known. */
function useRegistrationLists(center: Center | null) {
  const countries = useCountries(center?.id);
  const offsite = useOffsiteStorage();
  const reload = () => {
    countries.reload();
    offsite.reload();
  };
  if (countries.status === 'error') return { status: 'error' as const, error: countries.error, reload };
  if (offsite.status === 'error') return { status: 'error' as const, error: offsite.error, reload };
  if (countries.status === 'loading' || offsite.status === 'loading') return { status: 'loading' as const };
  return { status: 'success' as const, countries: countries.data, offsite: offsite.data };
}

function setupOf(mode: RegistrationSetup['mode'], offsite: OffsiteStorageInfo, locked: readonly string[]): RegistrationSetup {
  return {
    mode,
    fertPresEnabled: offsite.fertPresEnabled,
    planChoice: mode === 'enroll',
    siteIds: offsite.collectionSites.map((s) => s.id),
    locked: new Set(locked),
  };
}

export function EnrollPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('registration', registrationStrings);
  const { api } = useServices();
  const navigate = useNavigate();
  const center = useSessionState((s) => s.center);
  const regionMask = useRegionMask();
  const lists = useRegistrationLists(center);
  const offsite = lists.status === 'success' ? lists.offsite : null;
  const setup = useMemo(() => (offsite ? setupOf('enroll', offsite, []) : null), [offsite]);
  // Enrolment is anonymous: each one carries a solved proof-of-work captcha (issue 15).
  const captcha = useCaptcha(true);
  if (!center) return <LoadingState />;
  const contact = contactText(center.contact, center.countryCode);

  const onSubmit = async (payload: RegistrationPayload) => {
    const elapsed = startTimer();
    try {
      await captcha.send((solution) =>
        api.members.register({ ivfCenterId: center.id, uiCulture: toPortalLocale(i18n.language) ?? 'en-US', ...payload, captcha: solution }, { skipNotification: true }),
      );
    } catch (failure) {
      telemetry.trackEvent('EnrolmentFinished', { outcome: 'failure' }, { durationMs: elapsed() });
      throw failure;
    }
    telemetry.trackEvent('EnrolmentFinished', { outcome: 'success' }, { durationMs: elapsed() });
    await navigate(pathOf('enrollThankYou'));
  };

  return (
    <TitledSection titleId="enroll-title" title={t('enroll.title', { center: center.name })} className={styles.narrow}>
      <Body1>{t('enroll.intro', { center: center.name })}</Body1>
      {contact ? <Body1>{t('enroll.contact', { contact })}</Body1> : null}
      <Body1>{t('enroll.requiredNote')}</Body1>
      {lists.status === 'loading' ? <LoadingState /> : null}
      {lists.status === 'error' ? <ErrorState error={lists.error} onRetry={lists.reload} /> : null}
      {lists.status === 'success' && setup ? (
        <RegistrationForm
          setup={setup}
          center={center}
          countries={lists.countries}
          sites={lists.offsite.collectionSites}
          initial={emptyRegistration}
          regionMask={regionMask}
          submitLabel={t('enroll.submit')}
          submittingLabel={t('enroll.submitting')}
          submitSid="enroll-submit"
          onSubmit={onSubmit}
        />
      ) : null}
      {captcha.field}
      <RouterLink to={pathOf('login')}>{t('enroll.haveAccount')}</RouterLink>
    </TitledSection>
  );
}

export function EnrollThankYouPage() {
  const styles = useStyles();
  const { t } = useNamespace('registration', registrationStrings);
  return (
    <TitledSection titleId="thanks-title" title={t('enroll.thankYouTitle')} className={styles.narrow}>
      <Body1>{t('enroll.thankYouBody')}</Body1>
      <RouterLink to={pathOf('login')}>{t('enroll.toLogin')}</RouterLink>
    </TitledSection>
  );
}

function initialFromDetails(details: RegistrationDetails, regionMask: string, clinicCountry: string): RegistrationValues {
  return {
    ...emptyRegistration,
    primary: fromRegistrationPerson(details.primary, regionMask, clinicCountry),
    hasPartner: details.secondary !== null,
    secondary: fromRegistrationPerson(details.secondary, regionMask, clinicCountry),
    sameAddress: details.secondary?.sameAddressAsPrimary ?? false,
    plan: details.offsiteStorageType ?? '',
  };
}

export function PreemptRegisterPage() {
  const styles = useStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { api, session } = useServices();
  const navigate = useNavigate();
  const center = useSessionState((s) => s.center);
  const memberId = useSessionState((s) => s.member?.id ?? s.user?.UserId);
  const regionMask = useRegionMask();
  const lists = useRegistrationLists(center);
  // Promise.resolve first: a missing member id rejects (RequiredError) instead of throwing in the effect.
  const details = useAsync((signal) => Promise.resolve().then(() => api.members.registrationDetails(memberId, { signal, skipNotification: true })), [api, memberId]);
  const offsite = lists.status === 'success' ? lists.offsite : null;
  const loaded = details.status === 'success' ? details.data : null;
  const setup = useMemo(() => (offsite && loaded ? setupOf('preempt', offsite, loaded.lockedFields) : null), [offsite, loaded]);
  const initial = useMemo(() => (loaded && center ? initialFromDetails(loaded, regionMask, center.countryCode) : null), [loaded, regionMask, center]);
  if (!center) return <LoadingState />;
  const contact = contactText(center.contact, center.countryCode);

  const onSubmit = async (payload: RegistrationPayload) => {
    const member = await api.members.completeRegistration(
      memberId,
      { primary: payload.primary, secondary: payload.secondary, fertPresReason: payload.fertPresReason, collectionSiteId: payload.collectionSiteId, isMinor: payload.isMinor },
      { skipNotification: true },
    );
    session.setMember(member);
    // Registered now: the guard lets the member in (rule 5) and picks the landing page (rule 6).
    await navigate('/', { replace: true });
  };

  return (
    <TitledSection titleId="preempt-title" title={t('preempt.title')} className={styles.narrow}>
      <Body1>{t('preempt.body', { center: center.name })}</Body1>
      {contact ? <Body1>{t('preempt.contact', { contact })}</Body1> : null}
      {lists.status === 'loading' || details.status === 'loading' ? <LoadingState /> : null}
      {lists.status === 'error' ? <ErrorState error={lists.error} onRetry={lists.reload} /> : null}
      {details.status === 'error' ? <ErrorState error={details.error} onRetry={details.reload} /> : null}
      {loaded && loaded.lockedFields.length > 0 ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{contact ? t('preempt.lockedNoteContact', { contact }) : t('preempt.lockedNote')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {lists.status === 'success' && setup && initial ? (
        <RegistrationForm
          setup={setup}
          center={center}
          countries={lists.countries}
          sites={lists.offsite.collectionSites}
          planOnFile={loaded?.offsiteStorageType ?? null}
          initial={initial}
          regionMask={regionMask}
          submitLabel={t('preempt.submit')}
          submittingLabel={t('preempt.submitting')}
          submitSid="preempt-submit"
          onSubmit={onSubmit}
        />
      ) : null}
    </TitledSection>
  );
}

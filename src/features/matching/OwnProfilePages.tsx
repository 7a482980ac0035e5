// The member's own matching profile, read-only: for a donor couple (profile) with what recipients
// can see of it, for a recipient (r-member-build-profile, no navigation panel) with what happens
// while the clinic completes it.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1, MessageBar, MessageBarBody, MessageBarTitle, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { OwnMatchingProfile } from '../../../contract/api/matching-site.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { ProfileDetails, type ProfileDetailsData } from './ProfileDetails.tsx';
import { useMatchingSession } from './useMatchingSession.ts';
import { matchingStrings } from './matchingStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
});

export function detailsOfOwn(profile: OwnMatchingProfile): ProfileDetailsData {
  return {
    coupleInformation: profile.coupleInformation,
    attributes: profile.attributes,
    considerations: profile.considerations,
    medicalInformation: profile.medicalInformation,
    letter: profile.letter,
    customDescription: profile.customDescription,
    photos: profile.photos,
  };
}

/** Loads the member's own profile and shows its loading and error states. */
function WithOwnProfile(props: { children: (own: OwnMatchingProfile) => ReactNode }) {
  const { api } = useServices();
  const { memberId } = useMatchingSession();
  const profile = useAsync((signal) => api.matching.matchingProfile(memberId, { signal }), [api, memberId]);
  if (profile.status === 'loading') return <LoadingState />;
  if (profile.status === 'error') return <ErrorState error={profile.error} onRetry={profile.reload} />;
  return props.children(profile.data);
}

const listedTypes = ['OPEN', 'CLOS', 'IVF_', 'IVFU'] as const;
const visibilityKey = (privacyTypeId: string): (typeof listedTypes)[number] | 'NONE' => listedTypes.find((type) => type === privacyTypeId) ?? 'NONE';

export function MatchingProfilePage() {
  return <WithOwnProfile>{(own) => <DonorProfile own={own} />}</WithOwnProfile>;
}

export function ReviewProfilePage() {
  return <WithOwnProfile>{(own) => <RecipientProfile own={own} />}</WithOwnProfile>;
}

function DonorProfile({ own }: { own: OwnMatchingProfile }) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const anonymous = own.privacyTypeId === 'IVF_' || own.privacyTypeId === 'IVFU';
  return (
    <article className={styles.root} aria-labelledby="profile-title">
      <Title2 as="h1" id="profile-title">
        {t('profile.title')}
      </Title2>
      <Body1 as="p">{t('profile.code', { code: own.profileCode })}</Body1>
      <MessageBar intent={own.listed ? 'success' : 'info'} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{own.listed ? t('profile.listed') : t('profile.notListed')}</MessageBarTitle> {t(`visibility.${visibilityKey(own.privacyTypeId)}`)}
        </MessageBarBody>
      </MessageBar>
      <ProfileDetails profile={detailsOfOwn(own)} photoAlt={(n) => t('photos.alt', { n })} />
      {!anonymous ? (
        <Body1 as="p">
          <RouterLink to={pathOf('matchingBuildProfileCreate')}>{t('profile.edit')}</RouterLink>
        </Body1>
      ) : null}
    </article>
  );
}

function RecipientProfile({ own }: { own: OwnMatchingProfile }) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const current = own.completionStatusId === 'CURRNT';
  return (
    <article className={styles.root} aria-labelledby="review-title">
      <Title2 as="h1" id="review-title">
        {t('review.title')}
      </Title2>
      {current ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            {t('review.current')} <RouterLink to={pathOf('matchingSearch')}>{t('home.recipient.search')}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('review.pendingTitle')}</MessageBarTitle> {t('review.pending')}
          </MessageBarBody>
        </MessageBar>
      )}
      {!current ? (
        <nav aria-label={t('review.learnLabel')}>
          <ul className={styles.links}>
            <li>
              <RouterLink to={pathOf('matchingLearnProcess')}>{t('review.learnProcess')}</RouterLink>
            </li>
            <li>
              <RouterLink to={pathOf('matchingLearnMedical')}>{t('review.learnMedical')}</RouterLink>
            </li>
            <li>
              <RouterLink to={pathOf('matchingLearnLegal')}>{t('review.learnLegal')}</RouterLink>
            </li>
            <li>
              <RouterLink to={pathOf('matchingHome')}>{t('review.backHome')}</RouterLink>
            </li>
          </ul>
        </nav>
      ) : null}
      <ProfileDetails profile={detailsOfOwn(own)} photoAlt={(n) => t('photos.alt', { n })} />
    </article>
  );
}

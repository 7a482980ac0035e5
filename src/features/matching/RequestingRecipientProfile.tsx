// The profile of the recipient whose request a donor couple is answering (RequestingRecipient),
// shown before the couple accepts or declines. The API names the recipient by an alias and leaves
// out names unless the couple's profile is OPEN.
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { matchingStrings } from './matchingStrings.ts';

// The profile scrolls in a bounded region of its own (reachable by keyboard), so the dialog around
// it keeps its title, its question and its buttons in view.
const useStyles = makeStyles({
  region: {
    maxHeight: '40vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

export interface RequestingRecipientProfileProps {
  memberId: number | null;
  recipientMemberId: number;
}

export function RequestingRecipientProfile(props: RequestingRecipientProfileProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const { api } = useServices();
  const recipient = useAsync(
    (signal) => api.matching.requestingRecipient(props.memberId, props.recipientMemberId, { signal, skipNotification: true }),
    [api, props.memberId, props.recipientMemberId],
  );
  if (recipient.status === 'loading') return <LoadingState />;
  if (recipient.status === 'error') return <ErrorState error={recipient.error} onRetry={recipient.reload} title={t('answer.profileFailed')} />;
  const r = recipient.data;
  return (
    // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section aria-labelledby="requesting-recipient" className={styles.region} tabIndex={0}>
      <Subtitle2 as="h3" id="requesting-recipient" block>
        {t('answer.profileTitle', { name: r.displayName })}
      </Subtitle2>
      <ProfileDetails
        headingLevel={3}
        profile={{
          coupleInformation: r.coupleInformation,
          attributes: r.attributes,
          considerations: r.considerations,
          medicalInformation: null,
          letter: r.letter,
          customDescription: null,
          photos: [],
        }}
        photoAlt={(n) => t('view.photoAlt', { n, name: r.displayName })}
      />
    </section>
  );
}

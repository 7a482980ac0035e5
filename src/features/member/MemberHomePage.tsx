// Member home: the member's vault. One card per freeze event with item type, count, place, date
// and status in words, any decision in progress (withdrawable while still exploring) and the
// options this member may choose for it (spec §2, §4, §6); the clinic's landing page beside it;
// and "My consent records" with a print-friendly view. A fertility-preservation member to whom
// spec §4 shows collection appointments gets a way to them at the top.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1, Button, MessageBar, MessageBarBody, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { ConsentRecord } from '../../../contract/api/member-area.ts';
import type { MemberPortalContent } from '../../services/content/contentModels.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import type { ItemTypeCode } from '../../i18n/common/en-US.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { optionRoutesByMemberType } from '../../../contract/domain/dispositionOptions.ts';
import { isExploreOptionsEnabled } from '../../../contract/domain/featureAccess.ts';
import { shouldShowCollectionAppointments } from '../../../contract/domain/shouldShowCollectionAppointments.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { pursuedOption } from '../../../contract/domain/dispositionChoices.ts';
import { WithdrawDecisionSlotOutlet } from '../../shared/slots/WithdrawDecisionSlot.tsx';
import { useOptionLinkStyles } from '../../shared/useOptionLinkStyles.ts';
import type { MemberConsentOverview } from '../../../contract/api/consent.ts';
import { LandingPanel } from './LandingPanel.tsx';
import { ConsentRecordsDialog } from './ConsentRecordsDialog.tsx';
import { memberStrings } from './memberStrings.ts';
import { consentStrings } from './consentStrings.ts';
import { useVaultCards } from './useVaultCards.ts';
import { useConsentActions } from './useConsentActions.ts';
import { ConsentReminders } from './ConsentReminders.tsx';
import { VaultSection } from './VaultSection.tsx';
import { ConsentActionDialogs } from './ConsentActionDialogs.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)',
    alignItems: 'start',
    '@media (max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  aside: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export function MemberHomePage() {
  const styles = useStyles();
  const optionLinkClass = useOptionLinkStyles().link;
  const services = useServices();
  const { api, content, session } = services;
  const { t, i18n } = useNamespace('member', memberStrings);
  const member = useSessionState((s) => s.member);
  const memberStatus = useSessionState((s) => s.memberStatus);
  const center = useSessionState((s) => s.center);
  const freezeEvents = useSessionState((s) => s.freezeEvents);
  const freezeEventsFailed = useSessionState((s) => s.freezeEventsFailed);
  const openClosedDonation = useSessionState((s) => s.features.openClosedDonation);
  const appointments = useSessionState((s) => s.appointments);
  const offsiteStorage = useSessionState((s) => s.offsiteStorage);
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  const memberId = member?.id;
  const memberType = member?.memberType;
  const centerId = center?.id;

  const portal = useAsync<MemberPortalContent | null>(
    () => (memberType && centerId !== undefined ? content.getMemberPortal({ centerId, memberType, locale: i18n.language }) : Promise.resolve(null)),
    [content, centerId, memberType, i18n.language],
  );
  const records = useAsync<ConsentRecord[]>(
    (signal) => (memberId === undefined ? Promise.resolve([]) : api.members.consentRecords(memberId, { signal, skipNotification: true })),
    [api, memberId],
  );
  const [consentOpen, setConsentOpen] = useState(false);
  // Consent (issue 13): partners, joint decisions and storage consent; reloaded when the items change.
  const consentOverview = useAsync<MemberConsentOverview | null>(
    (signal) => (memberId === undefined ? Promise.resolve(null) : api.consent.overview(memberId, { signal, skipNotification: true })),
    [api, memberId, freezeEvents],
  );
  const { t: tc } = useNamespace('memberConsent', consentStrings);
  const [withdrawing, setWithdrawing] = useState<FreezeEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const consentActions = useConsentActions(() => setNotice(null));
  const [now] = useState(() => Date.now());
  const { cards, usefulRoutes } = useVaultCards({ member, center, freezeEvents, openClosedDonation, portal, records, consent: consentOverview.data, now, t });
  // The stored items and the clinic's panel beside (on a phone: below) them show together, once the items'
  // options (content) and consent rows have answered, or after 3 s at most: cards drawn before would grow
  // and move under the reader as the rest arrives (CLS, issue 16).
  const [vaultShown, setVaultShown] = useState(false);
  if (!vaultShown && portal.status !== 'loading' && consentOverview.status !== 'loading') setVaultShown(true);
  useEffect(() => {
    const timer = setTimeout(() => setVaultShown(true), 3000);
    return () => clearTimeout(timer);
  }, []);

  if (!member || !center) {
    if (memberStatus === 'failed') {
      return <ErrorState error={null} title={t('home.loadFailed')} onRetry={() => void session.loadMemberState()} />;
    }
    return <LoadingState label={t('home.loadingVault')} />;
  }

  const exploreEnabled = isExploreOptionsEnabled(center.businessModel, freezeEvents.length > 0);
  // Each option page once, and only one that can do something for this member: an item can choose
  // it now or later, or is exploring it. A page that would end empty (eggs cannot be donated to
  // another couple, for example) is not offered.
  const learnRoutes = exploreEnabled ? optionRoutesByMemberType[member.memberType].filter((route) => usefulRoutes.has(route.slug)) : [];
  const memberName = `${member.profile.firstName} ${member.profile.lastName}`;
  const itemName = (event: FreezeEvent) =>
    t('card.item', { type: t(`itemType.${event.itemTypeId as ItemTypeCode}`, { ns: 'common' }), count: t('home.count', { count: event.count }), id: event.id });
  const withdrawingOption = withdrawing ? pursuedOption(withdrawing.statusId) : null;
  const ownItems = consentOverview.data?.ownItems ?? [];
  const sharedItems = consentOverview.data?.sharedItems ?? [];
  const terms = portal.status === 'success' ? (portal.data?.docuSign ?? null) : null;
  const collectionsShown = shouldShowCollectionAppointments({
    memberType: member.memberType,
    offsiteStorageType: member.profile.offsiteStorageType,
    offsiteStorageModel: offsiteStorage?.offsiteStorageModel,
    fertPresEnabled: offsiteStorage?.fertPresEnabled,
    appointments,
  });

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div>
          <Title2 as="h1">{t('home.greeting', { name: member.profile.firstName })}</Title2>
          <Body1 block>{t('home.intro', { center: center.name })}</Body1>
        </div>
        <Button
          appearance="secondary"
          onClick={() => {
            setConsentOpen(true);
            records.reload();
          }}
          embryo-test-sid="consent-records"
        >
          {t('consent.open')}
        </Button>
      </header>

      <div role="status" aria-live="polite">
        {notice ? (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>

      {consentOverview.status === 'error' ? <ErrorState error={consentOverview.error} title={tc('problems.overviewFailed')} onRetry={consentOverview.reload} /> : null}
      <ConsentReminders ownItems={ownItems} sharedItems={sharedItems} locale={locale} timeZone={center.timeZone} />

      {collectionsShown ? (
        <section className={styles.aside} aria-labelledby="collections-title" embryo-test-sid="home-collections">
          <Subtitle2 as="h2" id="collections-title" block>
            {t('home.collectionsTitle')}
          </Subtitle2>
          <Body1 block>{t('home.collectionsIntro', { count: appointments.length, center: center.name })}</Body1>
          <RouterLink className={optionLinkClass} to={pathOf('collectionAppointments')}>
            {t('home.collectionsLink')}
          </RouterLink>
        </section>
      ) : null}

      {vaultShown ? (
        <div className={styles.layout}>
          <VaultSection
            member={member}
            center={center}
            freezeEvents={freezeEvents}
            loadFailed={freezeEventsFailed}
            onReload={() => session.reloadFreezeEvents()}
            cards={cards}
            ownConsent={new Map(ownItems.map((item) => [item.id, item]))}
            sharedItems={sharedItems}
            learnRoutes={learnRoutes}
            locale={locale}
            busy={withdrawing !== null}
            itemName={itemName}
            onWithdraw={(event) => {
              setNotice(null);
              setWithdrawing(event);
            }}
            consentHandlers={consentActions.handlers}
          />

          <aside className={styles.aside} aria-labelledby={portal.status === 'success' && portal.data ? 'landing-title' : undefined} aria-busy={portal.status === 'loading'}>
            {portal.status === 'loading' ? <LoadingState /> : null}
            {portal.status === 'error' ? <ErrorState error={portal.error} title={t('home.landingFailed')} onRetry={portal.reload} /> : null}
            {portal.status === 'success' && portal.data ? <LandingPanel landing={portal.data.landingPage} /> : null}
          </aside>
        </div>
      ) : (
        <LoadingState label={t('home.loadingVault')} />
      )}

      <ConsentRecordsDialog
        memberId={member.id}
        open={consentOpen}
        onClose={() => setConsentOpen(false)}
        records={records}
        freezeEvents={freezeEvents}
        memberName={memberName}
        centerName={center.name}
        locale={locale}
        timeZone={center.timeZone}
      />
      <WithdrawDecisionSlotOutlet
        namespace="member"
        strings={memberStrings}
        memberId={member.id}
        event={withdrawing}
        optionName={withdrawingOption ? t(`decision.${withdrawingOption}`) : ''}
        itemName={withdrawing ? itemName(withdrawing) : ''}
        onClose={() => setWithdrawing(null)}
        onWithdrawn={(event) => {
          setWithdrawing(null);
          setNotice(t('withdraw.done', { item: itemName(event) }));
          records.reload();
        }}
      />
      <ConsentActionDialogs
        actions={consentActions}
        member={member}
        terms={terms}
        locale={locale}
        timeZone={center.timeZone}
        itemName={itemName}
        onDone={(done) => {
          setNotice(done);
          consentOverview.reload();
          records.reload();
        }}
      />
    </div>
  );
}

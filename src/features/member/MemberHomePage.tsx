// Member home: the member's vault. One card per freeze event with item type, count, place, date
// and status in words, any decision in progress (withdrawable while still exploring) and the
// options this member may choose for it (spec §2, §4, §6); the clinic's landing page beside it;
// and "My consent records" with a print-friendly view. A fertility-preservation member to whom
// spec §4 shows collection appointments gets a way to them at the top.
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Body1, Button, MessageBar, MessageBarBody, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { ConsentRecord } from '../../../contract/api/member-area.ts';
import type { MemberPortalContent } from '../../services/content/contentModels.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { optionOfExploringState, optionRoutesByMemberType, type OptionRoute } from '../../../contract/domain/dispositionOptions.ts';
import { isExploreOptionsEnabled } from '../../../contract/domain/featureAccess.ts';
import { isPrivacyAnonymous } from '../../../contract/domain/memberRules.ts';
import { shouldShowCollectionAppointments } from '../../../contract/domain/shouldShowCollectionAppointments.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { parseStatus } from '../../../contract/domain/storedItemStatus.ts';
import { useStatusWords } from '../../shared/StatusText.tsx';
import { formatDate } from '../../shared/format/formatDate.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { bestStanding, offeredOptions, pursuedOption, type OfferContext } from '../../../contract/domain/dispositionChoices.ts';
import { dispositionPageIdByRoute } from '../../../contract/domain/dispositionPageIds.ts';
import { FreezeEventCard, type CardDecision, type CardOptionLink } from './FreezeEventCard.tsx';
import { LandingPanel } from './LandingPanel.tsx';
import { ConsentRecordsDialog } from './ConsentRecordsDialog.tsx';
import { WithdrawDialog } from '../../shared/dispositions/WithdrawDialog.tsx';
import { memberStrings } from './memberStrings.ts';
import { useOptionLinkStyles } from '../../shared/useOptionLinkStyles.ts';
import type { ConsentedItem, JointDecisionView, MemberConsentOverview } from '../../../contract/api/consent.ts';
import { ItemConsentFacts, ItemConsentSection } from './ItemConsent.tsx';
import { SignConsentDialog } from './SignConsentDialog.tsx';
import { JointWithdrawDialog } from './JointWithdrawDialog.tsx';
import { consentStrings } from './consentStrings.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import type { ItemTypeCode } from '../../i18n/common/en-US.ts';
import type { Strings as MemberConsentStrings } from './locales/en-US/consent.ts';

/** The renewal steps the API names (storageConsent.renewalStep), each with its words. */
type RenewalStep = keyof MemberConsentStrings['renew']['steps'];

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
  vault: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', listStyleType: 'none', margin: 0, padding: 0 },
  item: { height: '100%' },
  aside: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: `${tokens.spacingVerticalM} 0 0`, padding: 0 },
});

interface CardModel {
  event: FreezeEvent;
  decision: CardDecision | null;
  options: CardOptionLink[];
  upcoming: { label: string; from: number }[];
}

export function MemberHomePage() {
  const styles = useStyles();
  const optionLink = useOptionLinkStyles();
  const optionLinkClass = optionLink.link;
  const services = useServices();
  const { api, content, session } = services;
  const { t, i18n } = useNamespace('member', memberStrings);
  const member = useSessionState((s) => s.member);
  const memberStatus = useSessionState((s) => s.memberStatus);
  const center = useSessionState((s) => s.center);
  const freezeEvents = useSessionState((s) => s.freezeEvents);
  const openClosedDonation = useSessionState((s) => s.features.openClosedDonation);
  const appointments = useSessionState((s) => s.appointments);
  const offsiteStorage = useSessionState((s) => s.offsiteStorage);
  const statusWords = useStatusWords();
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
  const [renewing, setRenewing] = useState<{ item: ConsentedItem; open: boolean } | null>(null);
  const [coSigning, setCoSigning] = useState<{ item: ConsentedItem; decision: JointDecisionView; open: boolean } | null>(null);
  const [jointWithdrawing, setJointWithdrawing] = useState<{ item: ConsentedItem; decision: JointDecisionView; open: boolean } | null>(null);
  const [withdrawing, setWithdrawing] = useState<FreezeEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  const { cards, usefulRoutes } = useMemo<{ cards: CardModel[]; usefulRoutes: ReadonlySet<string> }>(() => {
    const useful = new Set<string>();
    if (!member || !center) return { cards: [], usefulRoutes: useful };
    const exploreEnabled = isExploreOptionsEnabled(center.businessModel, freezeEvents.length > 0);
    const routes: readonly OptionRoute[] = exploreEnabled ? optionRoutesByMemberType[member.memberType] : [];
    const context: OfferContext = { openClosedDonation, privacyAnonymous: isPrivacyAnonymous(member.matchingPrivacyTypeId) };
    const pages = portal.status === 'success' ? (portal.data?.dispositionOptionPages ?? []) : null;
    const lastSigned = new Map<number, string>();
    if (records.status === 'success') {
      // Newest first (contract); keep the first sign record per item.
      for (const record of records.data) if (record.action === 'sign' && !lastSigned.has(record.freezeEventId)) lastSigned.set(record.freezeEventId, record.signedAtUtc);
    }
    const consentOf = new Map((consentOverview.data?.ownItems ?? []).map((item) => [item.id, item]));
    const cardModels = freezeEvents.map((event): CardModel => {
      const status = parseStatus(event.statusId);
      const pursued = pursuedOption(event.statusId);
      for (const route of routes) if (pursued && route.options.includes(pursued)) useful.add(route.slug);
      // A decision waiting for the partner: nothing else can start on the item until it ends.
      if (consentOf.get(event.id)?.jointDecision?.state === 'waitingForPartner') return { event, decision: null, options: [], upcoming: [] };
      if (status && pursued) {
        return {
          event,
          decision: { option: pursued, signedAt: lastSigned.get(event.id) ?? null, canWithdraw: optionOfExploringState(status.state) !== null },
          options: [],
          upcoming: [],
        };
      }
      const options: CardOptionLink[] = [];
      const upcoming: { label: string; from: number }[] = [];
      // Until the content has answered the page flags and the thaw-and-discard limit are unknown.
      if (pages === null && portal.status === 'loading') return { event, decision: null, options, upcoming };
      for (const route of routes) {
        const page = pages?.find((p) => p.id === dispositionPageIdByRoute[route.slug]) ?? null;
        const offered = offeredOptions(route.options, page, context).filter((o) => o !== 'thaw-and-discard' || page !== null);
        const label = offered.length === 1 && offered[0] === 'donate-anonymously' ? t('option.donateAnonymously') : t(`option.${route.slug}`);
        const standing = bestStanding(event, offered, { thawLimitHours: page?.thawAndDiscardIfOlderThan ?? null, now });
        if (standing.kind === 'eligible') options.push({ to: `/member/${route.slug}?item=${event.id}`, label });
        if (standing.kind === 'notYetEligible') upcoming.push({ label, from: standing.eligibleFrom });
        if (standing.kind === 'eligible' || standing.kind === 'notYetEligible') useful.add(route.slug);
      }
      return { event, decision: null, options, upcoming };
    });
    return { cards: cardModels, usefulRoutes: useful };
  }, [member, center, freezeEvents, openClosedDonation, portal, records, now, t, consentOverview.data]);

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
  const ownConsent = new Map((consentOverview.data?.ownItems ?? []).map((item) => [item.id, item]));
  const sharedItems = consentOverview.data?.sharedItems ?? [];
  const terms = portal.status === 'success' ? (portal.data?.docuSign ?? null) : null;
  // What needs the member after sign-in: storage consents to renew, and signatures a partner waits for.
  const allConsent = [...(consentOverview.data?.ownItems ?? []), ...sharedItems];
  const dueItems = (consentOverview.data?.ownItems ?? [])
    .filter((item) => item.storageConsent?.status === 'due')
    .sort((a, b) => (a.storageConsent?.daysLeft ?? 0) - (b.storageConsent?.daysLeft ?? 0));
  const lapsedItems = (consentOverview.data?.ownItems ?? []).filter((item) => item.storageConsent?.status === 'lapsed');
  const askingOwners = [
    ...new Set(allConsent.filter((item) => item.jointDecision?.state === 'waitingForPartner' && item.jointDecision.yourRole === 'coOwner').map((item) => item.ownerName)),
  ];
  const consentHandlers = {
    onRenew: (item: ConsentedItem) => {
      setNotice(null);
      setRenewing({ item, open: true });
    },
    onCoSign: (item: ConsentedItem, decision: JointDecisionView) => {
      setNotice(null);
      setCoSigning({ item, decision, open: true });
    },
    onWithdraw: (item: ConsentedItem, decision: JointDecisionView) => {
      setNotice(null);
      setJointWithdrawing({ item, decision, open: true });
    },
  };
  const itemConsentProps = (item: ConsentedItem, shared: boolean) => ({
    item,
    itemName: itemName(item),
    locale,
    timeZone: center.timeZone,
    busy: withdrawing !== null,
    readOnly: member.isReadOnly,
    shared,
    ...consentHandlers,
  });
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
      {dueItems.length > 0 || lapsedItems.length > 0 || askingOwners.length > 0 ? (
        <div className={styles.vault} embryo-test-sid="consent-reminders">
          {lapsedItems.length > 0 ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{tc('banner.lapsed', { count: lapsedItems.length })}</MessageBarBody>
            </MessageBar>
          ) : null}
          {dueItems.length > 0 ? (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{tc('banner.due', { count: dueItems.length, date: formatDate(dueItems[0]!.storageConsent!.dueDate, locale, center.timeZone) })}</MessageBarBody>
            </MessageBar>
          ) : null}
          {askingOwners.map((owner) => (
            <MessageBar key={owner} intent="info" layout="multiline">
              <MessageBarBody>{tc('banner.askedToSign', { owner })}</MessageBarBody>
            </MessageBar>
          ))}
        </div>
      ) : null}

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

      <div className={styles.layout}>
        <section className={styles.vault} aria-labelledby="vault-title">
          <Subtitle2 as="h2" id="vault-title" block>
            {t('home.vaultTitle')}
          </Subtitle2>
          {freezeEvents.length === 0 ? (
            <EmptyState>{sharedItems.length > 0 ? tc('shared.noOwn', { owner: sharedItems[0]!.ownerName }) : t('home.empty', { center: center.name })}</EmptyState>
          ) : (
            <ul className={styles.grid}>
              {cards.map((card) => (
                <li key={card.event.id} className={styles.item} embryo-test-sid={`freeze-event-${card.event.id}`}>
                  <FreezeEventCard
                    event={card.event}
                    statusWords={statusWords(card.event.statusId)}
                    statusCategory={parseStatus(card.event.statusId)?.category ?? null}
                    locale={locale}
                    timeZone={center.timeZone}
                    decision={card.decision}
                    options={card.options}
                    upcoming={card.upcoming}
                    busy={withdrawing !== null}
                    onWithdraw={(event) => {
                      setNotice(null);
                      setWithdrawing(event);
                    }}
                    extraFacts={
                      ownConsent.has(card.event.id) ? <ItemConsentFacts item={ownConsent.get(card.event.id)!} locale={locale} timeZone={center.timeZone} shared={false} /> : null
                    }
                    consent={ownConsent.has(card.event.id) ? <ItemConsentSection {...itemConsentProps(ownConsent.get(card.event.id)!, false)} /> : null}
                  />
                </li>
              ))}
            </ul>
          )}
          {sharedItems.length > 0 ? (
            <section className={styles.vault} aria-labelledby="shared-title" embryo-test-sid="shared-items">
              <Subtitle2 as="h2" id="shared-title" block>
                {tc('shared.title', { owner: sharedItems[0]!.ownerName })}
              </Subtitle2>
              <Body1 block>{tc('shared.intro', { owner: sharedItems[0]!.ownerName })}</Body1>
              <ul className={styles.grid}>
                {sharedItems.map((item) => (
                  <li key={item.id} className={styles.item} embryo-test-sid={`shared-item-${item.id}`}>
                    <FreezeEventCard
                      event={item}
                      statusWords={statusWords(item.statusId)}
                      statusCategory={parseStatus(item.statusId)?.category ?? null}
                      locale={locale}
                      timeZone={center.timeZone}
                      decision={null}
                      options={[]}
                      upcoming={[]}
                      busy={withdrawing !== null}
                      onWithdraw={() => undefined}
                      extraFacts={<ItemConsentFacts item={item} locale={locale} timeZone={center.timeZone} shared />}
                      consent={<ItemConsentSection {...itemConsentProps(item, true)} />}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {learnRoutes.length > 0 ? (
            <section aria-labelledby="options-title">
              <Subtitle2 as="h2" id="options-title" block>
                {t('home.optionsTitle')}
              </Subtitle2>
              <Body1 block>{t('home.optionsIntro')}</Body1>
              <ul className={styles.options}>
                {learnRoutes.map((route) => (
                  <li key={route.slug}>
                    <RouterLink className={optionLinkClass} to={`/member/${route.slug}`}>
                      {t(`option.${route.slug}`)}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>

        <aside className={styles.aside} aria-labelledby={portal.status === 'success' && portal.data ? 'landing-title' : undefined} aria-busy={portal.status === 'loading'}>
          {portal.status === 'loading' ? <LoadingState /> : null}
          {portal.status === 'error' ? <ErrorState error={portal.error} title={t('home.landingFailed')} onRetry={portal.reload} /> : null}
          {portal.status === 'success' && portal.data ? <LandingPanel landing={portal.data.landingPage} /> : null}
        </aside>
      </div>

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
      <WithdrawDialog
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
      {renewing ? (
        <SignConsentDialog
          open={renewing.open}
          title={tc('renew.title')}
          intro={
            <>
              <Body1 block>
                <strong>{tc(`renew.steps.${(renewing.item.storageConsent?.renewalStep ?? 'renewStorageConsent') as RenewalStep}`)}</strong>
              </Body1>
              <Body1 block>
                {tc('renew.intro', {
                  item: itemName(renewing.item),
                  years: tc('renew.years', { count: renewing.item.storageConsent?.renewalIntervalYears ?? 1 }),
                })}
              </Body1>
              {renewing.item.coOwnerName ? <Body1 block>{tc('renew.joint', { partner: renewing.item.coOwnerName })}</Body1> : null}
            </>
          }
          terms={terms}
          firstName={member.profile.firstName}
          lastName={member.profile.lastName}
          onClose={() => setRenewing((current) => (current ? { ...current, open: false } : null))}
          onSign={async (signature) => {
            const updated = await api.consent.renewStorage(member.id, renewing.item.id, { signature }, { skipErrorPolicy: true });
            setRenewing((current) => (current ? { ...current, open: false } : null));
            setNotice(
              renewing.item.coOwnerName
                ? tc('renew.doneJoint', { item: itemName(renewing.item), partner: renewing.item.coOwnerName })
                : tc('renew.done', { item: itemName(renewing.item), date: formatDate(updated.storageConsent?.dueDate ?? '', locale, center.timeZone) }),
            );
            consentOverview.reload();
            records.reload();
          }}
        />
      ) : null}
      {coSigning ? (
        <SignConsentDialog
          open={coSigning.open}
          title={tc('sign.title')}
          intro={
            <Body1 block>
              {tc('sign.intro', {
                owner: coSigning.decision.ownerName,
                date: formatDate(coSigning.decision.startedAtUtc, locale, center.timeZone),
                option: tc(`joint.option.${coSigning.decision.option}`),
                item: itemName(coSigning.item),
              })}
            </Body1>
          }
          terms={terms}
          firstName={member.profile.firstName}
          lastName={member.profile.lastName}
          onClose={() => setCoSigning((current) => (current ? { ...current, open: false } : null))}
          onSign={async (signature) => {
            await api.consent.coSign(member.id, coSigning.decision.id, { option: coSigning.decision.option, signature }, { skipErrorPolicy: true });
            setCoSigning((current) => (current ? { ...current, open: false } : null));
            setNotice(tc('sign.done', { option: tc(`joint.option.${coSigning.decision.option}`), item: itemName(coSigning.item) }));
            consentOverview.reload();
            records.reload();
          }}
        />
      ) : null}
      {jointWithdrawing ? (
        <JointWithdrawDialog
          open={jointWithdrawing.open}
          option={tc(`joint.option.${jointWithdrawing.decision.option}`)}
          item={itemName(jointWithdrawing.item)}
          other={jointWithdrawing.decision.yourRole === 'owner' ? jointWithdrawing.decision.coOwnerName : jointWithdrawing.decision.ownerName}
          onClose={() => setJointWithdrawing((current) => (current ? { ...current, open: false } : null))}
          onConfirm={async () => {
            const { decision, item } = jointWithdrawing;
            const elapsed = startTimer();
            try {
              await api.consent.withdraw(member.id, decision.id, { skipErrorPolicy: true });
            } catch (failure) {
              telemetry.trackEvent('DispositionWithdrawn', { outcome: 'failure' }, { durationMs: elapsed() });
              throw failure;
            }
            telemetry.trackEvent('DispositionWithdrawn', { outcome: 'success' }, { durationMs: elapsed() });
            setJointWithdrawing((current) => (current ? { ...current, open: false } : null));
            setNotice(
              tc('withdraw.done', {
                option: tc(`joint.option.${decision.option}`),
                item: itemName(item),
                other: decision.yourRole === 'owner' ? decision.coOwnerName : decision.ownerName,
              }),
            );
            consentOverview.reload();
            records.reload();
            void session.loadMemberState();
          }}
        />
      ) : null}
    </div>
  );
}

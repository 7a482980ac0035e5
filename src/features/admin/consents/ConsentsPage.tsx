// The consents page (/admin/consents, issue 13): what consent asks of the clinic, in three lists —
// decisions about embryos created with a partner still waiting for the partner's signature, consent
// to storage due for renewal, and consent to storage that has lapsed (nothing is ever discarded
// automatically: staff contact the member). The list and the clinic are kept in the address, so a
// reload or a shared link shows the same list. All three lists are read at once, so each tab shows
// how many it holds and switching tabs needs no new call. It is a list only: Support sees the same.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateTime } from 'luxon';
import { Body1, Caption1, makeStyles, MessageBar, MessageBarBody, Tab, tabClassNames, TabList, tokens } from '@fluentui/react-components';
import type { StaffConsentRow } from '../../../../contract/api/consent.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import type { AsyncState } from '../../../shared/useAsync.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { AdminPage, useAdminPageStyles } from '../AdminPage.tsx';
import { adminPaths } from '../adminPaths.ts';
import type { StaffConsentKind } from '../api/createStaffApi.ts';
import { ClinicFilter } from '../ClinicFilter.tsx';
import { PagedResults } from '../PagedResults.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { sidRef } from '../sidRef.ts';
import { StackedTable, type StackedColumn } from '../../../shared/StackedTable.tsx';
import { useAdminText } from '../useAdminText.ts';
import { useFilterParams } from '../useFilterParams.ts';
import { consentStrings } from './consentStrings.ts';

const useStyles = makeStyles({
  filter: { minWidth: '220px', '@media (max-width: 640px)': { minWidth: '100%' } },
  tabs: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // On phones the three lists share one line in equal parts, their names wrapping inside them.
    '@media (max-width: 640px)': { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  tab: {
    '@media (max-width: 640px)': {
      justifyContent: 'center',
      paddingLeft: tokens.spacingHorizontalXS,
      paddingRight: tokens.spacingHorizontalXS,
      [`& .${tabClassNames.content}`]: { whiteSpace: 'normal', textAlign: 'center' },
    },
  },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'block' },
  /** Days left when little time is left: a week or less. */
  urgent: { display: 'block', color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

const PAGE_SIZE = 25;
const URGENT_DAYS = 7;
export const consentKinds: readonly StaffConsentKind[] = ['waiting', 'due', 'lapsed'];

type ConsentLists = Record<StaffConsentKind, StaffConsentRow[]>;

/** Whole calendar days (in the reader's zone) from today to the day of `iso`. */
function calendarDaysUntil(iso: string, now: DateTime): number {
  const day = DateTime.fromISO(iso).startOf('day');
  return Math.round(day.diff(now.startOf('day'), 'days').days);
}

/** One page of the chosen list, in the shape PagedResults shows (the API answers the whole list). */
function pageOf(lists: AsyncState<ConsentLists> & { reload: () => void }, kind: StaffConsentKind, page: number) {
  if (lists.status !== 'success') return lists;
  const rows = lists.data[kind];
  const last = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = Math.min(page, last);
  return {
    status: 'success' as const,
    data: { items: rows.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE), total: rows.length },
    error: undefined,
    reload: lists.reload,
    page: shown,
  };
}

export function ConsentsPage() {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminConsents', consentStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const session = useStaffSession();
  const filters = useFilterParams();
  const { clinicId, page } = filters;
  const kind = consentKinds.find((k) => k === filters.params.get('kind')) ?? 'waiting';
  const lists = useAsync(
    async (signal): Promise<ConsentLists> => {
      const [waiting, due, lapsed] = await Promise.all(consentKinds.map((k) => api.consents(k, clinicId, signal)));
      return { waiting: waiting ?? [], due: due ?? [], lapsed: lapsed ?? [] };
    },
    [api, clinicId],
  );
  const shown = pageOf(lists, kind, page);
  const clinicName = session.clinics.find((clinic) => clinic.id === clinicId)?.name;
  const now = DateTime.now();

  const memberColumn: StackedColumn<StaffConsentRow> = {
    label: t('member'),
    cell: (row) => <RouterLink to={adminPaths.member(row.memberId)}>{row.memberName}</RouterLink>,
  };
  const clinicColumn: StackedColumn<StaffConsentRow> = { label: t('clinic'), cell: (row) => row.clinicName };
  const itemColumn: StackedColumn<StaffConsentRow> = {
    label: t('item'),
    cell: (row) => {
      const more = (row.decision?.freezeEventIds.length ?? 1) - 1;
      return (
        <>
          {row.description}
          {more > 0 ? <Caption1 className={pageStyles.secondary}>{t('moreItems', { count: more })}</Caption1> : null}
        </>
      );
    },
  };
  const partnerColumn: StackedColumn<StaffConsentRow> = { label: t('partner'), cell: (row) => row.coOwnerName ?? t('noPartner') };
  const stepColumn: StackedColumn<StaffConsentRow> = {
    label: t('renewalStep'),
    cell: (row) =>
      row.storageConsent ? (
        <>
          {t(`steps.${row.storageConsent.renewalStep}`, { defaultValue: row.storageConsent.renewalStep })}
          <Caption1 className={pageStyles.secondary}>{t('every', { count: row.storageConsent.renewalIntervalYears })}</Caption1>
        </>
      ) : null,
  };
  const daysCaption = (days: number, words: string): ReactNode => <Caption1 className={days <= URGENT_DAYS ? styles.urgent : pageStyles.secondary}>{words}</Caption1>;

  const columns: Record<StaffConsentKind, StackedColumn<StaffConsentRow>[]> = {
    waiting: [
      memberColumn,
      clinicColumn,
      itemColumn,
      { label: t('waiting.decision'), cell: (row) => text.option(row.decision?.option ?? null) },
      {
        label: t('waiting.signed'),
        cell: (row) =>
          row.decision?.signatures.map((signature) => (
            <span key={signature.party} className={styles.line}>
              {signature.name}
              <Caption1 className={pageStyles.secondary}>{text.date(signature.signedAtUtc)}</Caption1>
            </span>
          )),
      },
      {
        label: t('waiting.waitingFor'),
        cell: (row) => {
          const decision = row.decision;
          if (!decision) return null;
          // Whoever has not signed yet: usually the partner, the account holder when the partner signed first.
          return decision.signatures.some((signature) => signature.party === 'owner') ? decision.coOwnerName : decision.ownerName;
        },
      },
      {
        label: t('waiting.lapses'),
        cell: (row) => {
          if (!row.decision) return null;
          const days = calendarDaysUntil(row.decision.lapsesAtUtc, now);
          return (
            <>
              {text.date(row.decision.lapsesAtUtc)}
              {daysCaption(days, days <= 0 ? t('waiting.lapsesToday') : t('waiting.daysLeft', { count: days }))}
            </>
          );
        },
      },
    ],
    due: [
      memberColumn,
      clinicColumn,
      itemColumn,
      partnerColumn,
      {
        label: t('due.dueBy'),
        cell: (row) => {
          if (!row.storageConsent) return null;
          const days = row.storageConsent.daysLeft;
          return (
            <>
              {text.date(row.storageConsent.dueDate)}
              {daysCaption(days, days <= 0 ? t('due.lastDay') : t('due.daysLeft', { count: days }))}
            </>
          );
        },
      },
      stepColumn,
    ],
    lapsed: [
      memberColumn,
      clinicColumn,
      itemColumn,
      partnerColumn,
      {
        label: t('lapsed.lapsedOn'),
        cell: (row) => {
          if (!row.storageConsent) return null;
          // The due date is the last day consent was current: it lapsed the day after.
          const lapsedOn = DateTime.fromISO(row.storageConsent.dueDate).plus({ days: 1 }).toISODate();
          return (
            <>
              {text.date(lapsedOn)}
              <Caption1 className={pageStyles.secondary}>{t('lapsed.ago', { count: Math.max(0, -row.storageConsent.daysLeft - 1) })}</Caption1>
            </>
          );
        },
      },
      stepColumn,
    ],
  };

  const tabLabel = (k: StaffConsentKind) => {
    const label = t(`tabs.${k}`);
    return lists.status === 'success' ? t('tabWithCount', { label, count: lists.data[k].length }) : label;
  };

  return (
    <AdminPage titleId="consents-title" title={t('heading')} intro={t('intro')}>
      <div role="group" aria-label={t('filters')} className={pageStyles.filters}>
        <ClinicFilter label={t('clinic')} className={styles.filter} value={clinicId} onChange={(value) => filters.apply({ clinicId: value })} />
      </div>
      <TabList className={styles.tabs} aria-label={t('lists')} selectedValue={kind} onTabSelect={(_event, data) => filters.apply({ kind: String(data.value) })}>
        {consentKinds.map((k) => (
          <Tab key={k} id={`consents-tab-${k}`} className={styles.tab} value={k} embryo-test-sid={`admin-consents-tab-${k}`}>
            {tabLabel(k)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-labelledby={`consents-tab-${kind}`} className={styles.panel}>
        <Body1>{t(`${kind}.about`)}</Body1>
        {kind === 'lapsed' ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('lapsed.note')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <PagedResults
          state={shown}
          page={shown.status === 'success' ? shown.page : page}
          pageSize={PAGE_SIZE}
          onPage={(next) => filters.apply({ page: String(next) })}
          empty={clinicName ? t(`${kind}.emptyFiltered`, { clinic: clinicName }) : t(`${kind}.empty`)}
          total={(count) => t(`${kind}.total`, { count })}
        >
          {(rows) => (
            <StackedTable
              aria-label={t(`${kind}.table`)}
              rows={rows}
              rowKey={(row) => (row.decision ? `d${String(row.decision.id)}` : `f${String(row.freezeEventId)}`)}
              rowRef={(row) => sidRef(`admin-consent-row-${kind}-${String(row.freezeEventId)}`)}
              columns={columns[kind]}
            />
          )}
        </PagedResults>
      </div>
    </AdminPage>
  );
}

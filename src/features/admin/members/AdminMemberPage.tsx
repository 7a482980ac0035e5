// A member as the clinic sees them (/admin/members/:memberId, issue 12): who they are and the state of
// their account, then profile, stored items with each status change, consent records (each as the
// PDF the member has, downloaded on request and audited by the API), billing, payment method,
// collection appointments and matching. ClinicAdmin and PlatformAdmin have the
// account actions (each confirmed, each audited); Support sees none. A member outside one's clinics
// is "not found", exactly like one that does not exist.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import {
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Spinner,
  Subtitle1,
  Title2,
  tokens,
  MessageBarActions,
  MessageBarTitle,
} from '@fluentui/react-components';
import type { AdminMemberDetail, AdminStoredItem } from '../../../../contract/api/admin.ts';
import type { ConsentRecord } from '../../../../contract/api/member-area.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { ApiError } from '../../../services/http/ApiError.ts';
import { formatAmount } from '../../../shared/format/formatAmount.ts';
import { formatPhone } from '../../../shared/format/formatPhone.ts';
import { ErrorAlert } from '../../../shared/ErrorAlert.tsx';
import { LoadingState } from '../../../shared/PageState.tsx';
import { saveBlob } from '../../../shared/saveBlob.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { AdminPage, useAdminPageStyles } from '../AdminPage.tsx';
import { adminPaths } from '../adminPaths.ts';
import { adminStrings } from '../adminStrings.ts';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { sidRef } from '../sidRef.ts';
import { StackedTable, type StackedTableProps } from '../../../shared/StackedTable.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { mayAct } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { useDialogState } from '../useDialogState.ts';
import { positiveInt } from '../useFilterParams.ts';
import { MemberActionDialog, type MemberAction } from './MemberActionDialog.tsx';
import { MemberFlags } from './MemberFlags.tsx';
import { memberStrings } from './memberStrings.ts';

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  summary: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    alignItems: 'start',
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(110px, max-content) 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
    '@media (max-width: 640px)': { gridTemplateColumns: '1fr', '& dd': { marginBottom: tokens.spacingVerticalS } },
  },
  pair: { display: 'contents' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  history: {
    '& summary': { cursor: 'pointer', color: tokens.colorBrandForegroundLink },
    '& ol': { margin: `${tokens.spacingVerticalXS} 0 0`, paddingInlineStart: tokens.spacingHorizontalL },
    '& li': { marginBottom: tokens.spacingVerticalXS },
  },
  balance: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

export function AdminMemberPage() {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const memberId = positiveInt(useParams().memberId) ?? null;
  const loaded = useAsync((signal) => (memberId === null ? Promise.reject(new ApiError({ status: 404, title: 'Not Found' })) : api.member(memberId, signal)), [api, memberId]);
  const [detail, setDetail] = useState<AdminMemberDetail | null>(null);
  useEffect(() => setDetail(loaded.status === 'success' ? loaded.data : null), [loaded.status, loaded.data]);

  const back = (
    <RouterLink to={adminPaths.members}>
      {'← '}
      {t('page.back')}
    </RouterLink>
  );
  if (loaded.status === 'loading' || (loaded.status === 'success' && !detail)) return <LoadingState />;
  if (loaded.status === 'error' || !detail) {
    const notFound = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <AdminPage titleId="member-title" title={notFound ? t('page.notFoundHeading') : t('page.sections')} back={back}>
        {notFound ? <Body1 as="p">{text.error(loaded.error)}</Body1> : <StaffErrorMessage error={loaded.error} onRetry={loaded.reload} />}
      </AdminPage>
    );
  }
  const { summary } = detail;
  return (
    <section className={pageStyles.root} aria-labelledby="member-title">
      {back}
      <header className={styles.head}>
        <Title2 as="h1" id="member-title">
          {summary.name}
        </Title2>
        <Body1 className={styles.summary}>
          {t('page.summary', { userName: summary.userName, memberId: summary.memberId, clinic: summary.clinicName, type: text.memberType(summary.memberType) })}
        </Body1>
        <MemberFlags summary={summary} twoFactorEnabled={detail.twoFactorEnabled} />
      </header>
      <AccountActions detail={detail} onChange={setDetail} />
      <div className={styles.grid}>
        <ProfileCard detail={detail} />
        <PaymentCard detail={detail} />
        <MatchingCard detail={detail} />
        <ItemsCard items={detail.items} />
        <ConsentCard detail={detail} />
        <BillingCard detail={detail} />
        <AppointmentsCard detail={detail} />
      </div>
    </section>
  );
}

function Section(props: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, props.wide && styles.wide)} appearance="filled-alternative" role="region" aria-labelledby={props.id}>
      <Subtitle1 as="h2" id={props.id}>
        {props.title}
      </Subtitle1>
      {props.children}
    </Card>
  );
}

function Facts(props: { rows: [string, ReactNode][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {props.rows.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A wide section holding one table, or the words saying there is nothing to list. */
function TableCard<Row>(props: { id: string; title: string; none: string; before?: ReactNode } & Pick<StackedTableProps<Row>, 'rows' | 'rowKey' | 'rowRef' | 'columns'>) {
  return (
    <Section id={props.id} title={props.title} wide>
      {props.before}
      {props.rows.length === 0 ? (
        <Body1>{props.none}</Body1>
      ) : (
        <StackedTable aria-labelledby={props.id} size="small" rows={props.rows} rowKey={props.rowKey} rowRef={props.rowRef} columns={props.columns} />
      )}
    </Section>
  );
}

function AccountActions(props: { detail: AdminMemberDetail; onChange: (detail: AdminMemberDetail) => void }) {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const session = useStaffSession();
  const dialog = useDialogState<MemberAction>();
  const [done, setDone] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { summary } = props.detail;
  if (!mayAct(session)) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('actions.readOnlyRole')}</MessageBarBody>
      </MessageBar>
    );
  }
  const available: MemberAction[] = [
    'send-reset',
    ...(props.detail.twoFactorEnabled ? (['reset-2fa'] as const) : []),
    summary.signInLocked ? 'unlock' : 'lock',
    summary.isReadOnly ? 'readonly-off' : 'readonly-on',
  ];
  return (
    <Card className={styles.card} role="region" aria-labelledby="member-actions">
      <Subtitle1 as="h2" id="member-actions">
        {t('actions.heading')}
      </Subtitle1>
      <Caption1>{t('actions.intro')}</Caption1>
      {done ? (
        <MessageBar ref={noticeRef} tabIndex={-1} className={pageStyles.notice} intent="success" role="status">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        {available.map((action) => (
          <Button key={action} onClick={() => dialog.show(action)} embryo-test-sid={`admin-action-${action}`}>
            {t(`actions.${action}.button`)}
          </Button>
        ))}
      </div>
      {dialog.value ? (
        <MemberActionDialog
          key={dialog.key}
          open={dialog.open}
          action={dialog.value}
          memberId={summary.memberId}
          memberName={summary.name}
          onClose={(result) => {
            const action = dialog.value;
            dialog.hide();
            if (!result) return;
            setDone(result.message);
            props.onChange({
              ...props.detail,
              summary: result.summary ?? summary,
              twoFactorEnabled: action === 'reset-2fa' ? false : props.detail.twoFactorEnabled,
            });
            // The button that opened the dialog may have changed (lock ↔ unlock): focus the result.
            setTimeout(() => noticeRef.current?.focus(), 0);
          }}
        />
      ) : null}
    </Card>
  );
}

function ProfileCard(props: { detail: AdminMemberDetail }) {
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const { profile, partner } = props.detail;
  const notGiven = t('profile.notGiven');
  const address = [profile.addressLine1, profile.addressLine2, [profile.city, profile.state, profile.zip].filter(Boolean).join(' '), profile.country].filter(Boolean).join(', ');
  return (
    <Section id="member-profile" title={t('profile.heading')}>
      <Facts
        rows={[
          [t('profile.name'), [profile.namePrefix, profile.firstName, profile.lastName].filter(Boolean).join(' ')],
          [t('profile.email'), profile.email || notGiven],
          [t('profile.phone'), formatPhone(profile.phone, profile.phoneExt, profile.country) || notGiven],
          [t('profile.address'), address || notGiven],
          [t('profile.dateOfBirth'), profile.dateOfBirth ? text.date(profile.dateOfBirth) : notGiven],
          [t('profile.partner'), partner ? `${partner.firstName} ${partner.lastName}${partner.email ? ` (${partner.email})` : ''}` : notGiven],
          [t('profile.storagePlan'), profile.offsiteStorageType ? t(`profile.plans.${profile.offsiteStorageType}`) : notGiven],
        ]}
      />
    </Section>
  );
}

function PaymentCard(props: { detail: AdminMemberDetail }) {
  const { t } = useNamespace('adminMembers', memberStrings);
  const method = props.detail.paymentMethod;
  let body: ReactNode;
  if (!method) body = <Body1>{t('payment.none')}</Body1>;
  else if (method.kind === 'paypal') body = <Body1>{t('payment.paypal', { email: method.email })}</Body1>;
  else {
    const { card } = method;
    body = (
      <>
        <Body1>{t('payment.card', { brand: t(`payment.brands.${card.brand}`, { defaultValue: card.brand }), lastFour: card.lastFour, expiration: card.expiration })}</Body1>
        <Body1>{t('payment.cardStatus', { status: t(`payment.statuses.${card.systemStatus}`, { defaultValue: card.systemStatus }) })}</Body1>
      </>
    );
  }
  return (
    <Section id="member-payment" title={t('payment.heading')}>
      {body}
    </Section>
  );
}

function MatchingCard(props: { detail: AdminMemberDetail }) {
  const { t } = useNamespace('adminMembers', memberStrings);
  const { matching } = props.detail;
  const word = (group: 'profiles' | 'privacies' | 'descriptions', code: string | null, empty: string) => (code ? t(`matching.${group}.${code}`, { defaultValue: code }) : empty);
  return (
    <Section id="member-matching" title={t('matching.heading')}>
      <Facts
        rows={[
          [t('matching.profile'), word('profiles', matching.statusId, t('matching.noProfile'))],
          [t('matching.privacy'), word('privacies', matching.privacyTypeId, t('matching.notSet'))],
          [t('matching.customDescription'), word('descriptions', matching.customDescriptionStatusId, t('matching.notSet'))],
        ]}
      />
    </Section>
  );
}

function ItemsCard(props: { items: AdminStoredItem[] }) {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  return (
    <TableCard
      id="member-items"
      title={t('items.heading')}
      none={t('items.none')}
      rows={props.items}
      rowKey={(item) => item.freezeEventId}
      rowRef={(item) => sidRef(`admin-member-item-${String(item.freezeEventId)}`)}
      columns={[
        {
          label: t('items.item'),
          cell: (item) => (
            <>
              {item.description}
              <Caption1 className={pageStyles.secondary}>{t('items.count', { type: text.itemType(item.itemTypeId), count: item.count })}</Caption1>
            </>
          ),
        },
        { label: t('items.frozenOn'), cell: (item) => text.date(item.frozenOn) },
        { label: t('items.location'), cell: (item) => item.storageLocation },
        {
          label: t('items.status'),
          cell: (item) => (
            <>
              {text.status(item.statusId)}
              {item.medicalReviewPending ? <Caption1 className={pageStyles.secondary}>{t('items.medicalReview')}</Caption1> : null}
            </>
          ),
        },
        {
          label: t('items.history'),
          cell: (item) =>
            item.history.length === 0 ? (
              <Caption1>{t('items.historyEmpty')}</Caption1>
            ) : (
              <details className={styles.history}>
                <summary>{t('items.historyToggle', { count: item.history.length })}</summary>
                <ol>
                  {item.history.map((entry, index) => (
                    <li key={`${entry.atUtc}-${String(index)}`}>
                      <Caption1 className={pageStyles.secondary}>{text.dateTime(entry.atUtc)}</Caption1>
                      {t('items.change', { from: text.status(entry.fromStatusId), to: text.status(entry.toStatusId) })}{' '}
                      {entry.actor.startsWith('staff:') ? t('items.byStaff', { userName: entry.actor.slice('staff:'.length) }) : t('items.byMember')}
                      {entry.reason ? <span className={pageStyles.secondary}>{t('items.reason', { reason: entry.reason })}</span> : null}
                    </li>
                  ))}
                </ol>
              </details>
            ),
        },
      ]}
    />
  );
}

function ConsentCard(props: { detail: AdminMemberDetail }) {
  const { t } = useNamespace('adminMembers', memberStrings);
  const { t: ta } = useNamespace('admin', adminStrings);
  const text = useAdminText();
  const api = useStaffApi();
  // The records whose PDF is on its way (each button is busy on its own).
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<{ record: ConsentRecord; error: unknown } | null>(null);
  const memberId = props.detail.summary.memberId;
  const records = [...props.detail.consentRecords].sort((a, b) => b.signedAtUtc.localeCompare(a.signedAtUtc));
  const itemOf = new Map(props.detail.items.map((item) => [item.freezeEventId, item]));
  const itemWords = (record: ConsentRecord) => {
    const item = itemOf.get(record.freezeEventId);
    return item ? `${item.description} (${text.itemType(item.itemTypeId)})` : `#${String(record.freezeEventId)}`;
  };

  const download = async (record: ConsentRecord) => {
    setBusy((ids) => new Set(ids).add(record.id));
    setFailure(null);
    try {
      saveBlob(await api.consentDocument(memberId, record.id), `consent-record-${String(record.id)}.pdf`);
    } catch (error) {
      setFailure({ record, error });
    } finally {
      setBusy((ids) => new Set([...ids].filter((id) => id !== record.id)));
    }
  };

  const reference = failure ? text.reference(failure.error) : null;
  return (
    <TableCard
      id="member-consent"
      title={t('consent.heading')}
      none={t('consent.none')}
      before={
        failure ? (
          <ErrorAlert
            title={<MessageBarTitle>{t('consent.downloadFailed', { when: text.dateTime(failure.record.signedAtUtc) })}</MessageBarTitle>}
            action={
              <MessageBarActions>
                <Button onClick={() => void download(failure.record)}>{ta('retry')}</Button>
              </MessageBarActions>
            }
          >
            {text.error(failure.error)}
            {reference ? <div>{reference}</div> : null}
          </ErrorAlert>
        ) : null
      }
      rows={records}
      rowKey={(record) => record.id}
      rowRef={(record) => sidRef(`admin-consent-record-${String(record.id)}`)}
      columns={[
        { label: t('consent.signedAt'), cell: (record) => text.dateTime(record.signedAtUtc) },
        { label: t('consent.item'), cell: itemWords },
        { label: t('consent.decision'), cell: (record) => text.option(record.option) },
        { label: t('consent.action'), cell: (record) => t(`consent.actions.${record.action}`) },
        {
          label: t('consent.signedName'),
          cell: (record) => (
            <>
              {record.signedName}
              {record.coOwnerName ? ` · ${t('consent.coOwner')}: ${record.coOwnerName}` : ''}
            </>
          ),
        },
        { label: t('consent.terms'), cell: (record) => record.termsVersion },
        {
          label: t('consent.document'),
          cell: (record) => {
            const words = { when: text.dateTime(record.signedAtUtc), item: itemWords(record) };
            const downloading = busy.has(record.id);
            return (
              <Button
                size="small"
                disabledFocusable={downloading}
                icon={downloading ? <Spinner size="extra-tiny" aria-hidden /> : <ArrowDownloadRegular />}
                aria-label={downloading ? t('consent.pdfBusy', words) : t('consent.pdfFor', words)}
                onClick={() => void download(record)}
                embryo-test-sid={`admin-consent-pdf-${String(record.id)}`}
              >
                {t('consent.pdf')}
              </Button>
            );
          },
        },
      ]}
    />
  );
}

function BillingCard(props: { detail: AdminMemberDetail }) {
  const styles = useStyles();
  const { t, i18n } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const { billingBalance, billingHistory, currencyCode } = props.detail;
  const money = (value: number) => formatAmount(value, i18n.language, currencyCode, '');
  return (
    <TableCard
      id="member-billing"
      title={t('billing.heading')}
      none={t('billing.none')}
      before={
        <Facts
          rows={[
            [
              t('billing.balance'),
              <span key="balance" className={styles.balance}>
                {money(billingBalance)}
              </span>,
            ],
          ]}
        />
      }
      rows={billingHistory}
      rowKey={(entry) => entry.id}
      columns={[
        { label: t('billing.date'), cell: (entry) => text.date(entry.date) },
        { label: t('billing.description'), cell: (entry) => entry.description },
        { label: t('billing.kind'), cell: (entry) => t(`billing.kinds.${entry.kind}`) },
        { label: t('billing.amount'), cell: (entry) => money(entry.amount) },
        { label: t('billing.balanceAfter'), cell: (entry) => money(entry.balance) },
      ]}
    />
  );
}

function AppointmentsCard(props: { detail: AdminMemberDetail }) {
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const { appointments } = props.detail;
  return (
    <TableCard
      id="member-appointments"
      title={t('appointments.heading')}
      none={t('appointments.none')}
      rows={appointments}
      rowKey={(appointment) => appointment.inventoryBatchId}
      columns={[
        { label: t('appointments.collection'), cell: (appointment) => t('appointments.collectionNumber', { id: appointment.inventoryBatchId }) },
        { label: t('appointments.state'), cell: (appointment) => t(`appointments.states.${appointment.state}`, { defaultValue: appointment.state }) },
        { label: t('appointments.reason'), cell: (appointment) => t(`appointments.reasons.${appointment.collectionReason}`, { defaultValue: appointment.collectionReason }) },
        { label: t('appointments.scheduled'), cell: (appointment) => (appointment.scheduledAtUtc ? text.dateTime(appointment.scheduledAtUtc) : t('appointments.notBooked')) },
      ]}
    />
  );
}

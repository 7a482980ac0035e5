// A member as the clinic sees them (/admin/members/:memberId, issue 12): who they are and the state of
// their account, then profile, stored items with each status change, consent records, billing,
// payment method, collection appointments and matching. ClinicAdmin and PlatformAdmin have the
// account actions (each confirmed, each audited); Support sees none. A member outside one's clinics
// is "not found", exactly like one that does not exist.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { AdminMemberDetail, AdminStoredItem } from '../../../../server/contract/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { ApiError } from '../../../services/http/ApiError.ts';
import { formatAmount } from '../../../shared/format/formatAmount.ts';
import { formatPhone } from '../../../shared/format/formatPhone.ts';
import { LoadingState } from '../../../shared/PageState.tsx';
import { useAsync } from '../../../shared/useAsync.ts';
import { adminPaths } from '../adminPaths.ts';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { mayAct } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { useDialogState } from '../useDialogState.ts';
import { sidRef } from '../sidRef.ts';
import { useStackedTableStyles } from '../useStackedTableStyles.ts';
import { MemberActionDialog, type MemberAction } from './MemberActionDialog.tsx';
import { MemberFlags } from './MemberFlags.tsx';
import { memberStrings } from './memberStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
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
  secondary: { display: 'block', color: tokens.colorNeutralForeground3 },
  history: {
    '& summary': { cursor: 'pointer', color: tokens.colorBrandForegroundLink },
    '& ol': { margin: `${tokens.spacingVerticalXS} 0 0`, paddingInlineStart: tokens.spacingHorizontalL },
    '& li': { marginBottom: tokens.spacingVerticalXS },
  },
  balance: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  notice: { ':focus': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
});

function memberIdOf(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function AdminMemberPage() {
  const styles = useStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const memberId = memberIdOf(useParams().memberId);
  const loaded = useAsync(
    (signal) => (memberId === null ? Promise.reject(new ApiError({ status: 404, title: 'Not Found' })) : api.member(memberId, signal)),
    [api, memberId],
  );
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
      <section className={styles.root} aria-labelledby="member-title">
        {back}
        <Title2 as="h1" id="member-title">
          {notFound ? t('page.notFoundHeading') : t('page.sections')}
        </Title2>
        {notFound ? <Body1 as="p">{text.error(loaded.error)}</Body1> : <StaffErrorMessage error={loaded.error} onRetry={loaded.reload} />}
      </section>
    );
  }
  const { summary } = detail;
  return (
    <section className={styles.root} aria-labelledby="member-title">
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

function AccountActions(props: { detail: AdminMemberDetail; onChange: (detail: AdminMemberDetail) => void }) {
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
        <MessageBar ref={noticeRef} tabIndex={-1} className={styles.notice} intent="success" role="status">
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
          [t('profile.phone'), formatPhone(profile.phone, profile.phoneExt) || notGiven],
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
  const styles = useStyles();
  const table = useStackedTableStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  return (
    <Section id="member-items" title={t('items.heading')} wide>
      {props.items.length === 0 ? (
        <Body1>{t('items.none')}</Body1>
      ) : (
        <Table className={table.table} aria-labelledby="member-items" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('items.item')}</TableHeaderCell>
              <TableHeaderCell>{t('items.frozenOn')}</TableHeaderCell>
              <TableHeaderCell>{t('items.location')}</TableHeaderCell>
              <TableHeaderCell>{t('items.status')}</TableHeaderCell>
              <TableHeaderCell>{t('items.history')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.items.map((item) => (
              <TableRow key={item.freezeEventId} ref={sidRef(`admin-member-item-${String(item.freezeEventId)}`)}>
                <TableCell data-label={t('items.item')}>
                  {item.description}
                  <Caption1 className={styles.secondary}>{t('items.count', { type: text.itemType(item.itemTypeId), count: item.count })}</Caption1>
                </TableCell>
                <TableCell data-label={t('items.frozenOn')}>{text.date(item.frozenOn)}</TableCell>
                <TableCell data-label={t('items.location')}>{item.storageLocation}</TableCell>
                <TableCell data-label={t('items.status')}>
                  {text.status(item.statusId)}
                  {item.medicalReviewPending ? <Caption1 className={styles.secondary}>{t('items.medicalReview')}</Caption1> : null}
                </TableCell>
                <TableCell data-label={t('items.history')}>
                  {item.history.length === 0 ? (
                    <Caption1>{t('items.historyEmpty')}</Caption1>
                  ) : (
                    <details className={styles.history}>
                      <summary>{t('items.historyToggle', { count: item.history.length })}</summary>
                      <ol>
                        {item.history.map((entry, index) => (
                          <li key={`${entry.atUtc}-${String(index)}`}>
                            <Caption1 className={styles.secondary}>{text.dateTime(entry.atUtc)}</Caption1>
                            {t('items.change', { from: text.status(entry.fromStatusId), to: text.status(entry.toStatusId) })}{' '}
                            {entry.actor.startsWith('staff:') ? t('items.byStaff', { userName: entry.actor.slice('staff:'.length) }) : t('items.byMember')}
                            {entry.reason ? <span className={styles.secondary}>{t('items.reason', { reason: entry.reason })}</span> : null}
                          </li>
                        ))}
                      </ol>
                    </details>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

function ConsentCard(props: { detail: AdminMemberDetail }) {
  const table = useStackedTableStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const records = [...props.detail.consentRecords].sort((a, b) => b.signedAtUtc.localeCompare(a.signedAtUtc));
  const itemOf = new Map(props.detail.items.map((item) => [item.freezeEventId, item]));
  return (
    <Section id="member-consent" title={t('consent.heading')} wide>
      {records.length === 0 ? (
        <Body1>{t('consent.none')}</Body1>
      ) : (
        <Table className={table.table} aria-labelledby="member-consent" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('consent.signedAt')}</TableHeaderCell>
              <TableHeaderCell>{t('consent.item')}</TableHeaderCell>
              <TableHeaderCell>{t('consent.decision')}</TableHeaderCell>
              <TableHeaderCell>{t('consent.action')}</TableHeaderCell>
              <TableHeaderCell>{t('consent.signedName')}</TableHeaderCell>
              <TableHeaderCell>{t('consent.terms')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((record) => {
              const item = itemOf.get(record.freezeEventId);
              return (
                <TableRow key={record.id}>
                  <TableCell data-label={t('consent.signedAt')}>{text.dateTime(record.signedAtUtc)}</TableCell>
                  <TableCell data-label={t('consent.item')}>{item ? `${item.description} (${text.itemType(item.itemTypeId)})` : `#${String(record.freezeEventId)}`}</TableCell>
                  <TableCell data-label={t('consent.decision')}>{text.option(record.option)}</TableCell>
                  <TableCell data-label={t('consent.action')}>{t(`consent.actions.${record.action}`)}</TableCell>
                  <TableCell data-label={t('consent.signedName')}>
                    {record.signedName}
                    {record.coOwnerName ? ` · ${t('consent.coOwner')}: ${record.coOwnerName}` : ''}
                  </TableCell>
                  <TableCell data-label={t('consent.terms')}>{record.termsVersion}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

function BillingCard(props: { detail: AdminMemberDetail }) {
  const styles = useStyles();
  const table = useStackedTableStyles();
  const { t, i18n } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const { billingBalance, billingHistory, currencyCode } = props.detail;
  const money = (value: number) => formatAmount(value, i18n.language, currencyCode, '');
  return (
    <Section id="member-billing" title={t('billing.heading')} wide>
      <Facts rows={[[t('billing.balance'), <span key="balance" className={styles.balance}>{money(billingBalance)}</span>]]} />
      {billingHistory.length === 0 ? (
        <Body1>{t('billing.none')}</Body1>
      ) : (
        <Table className={table.table} aria-labelledby="member-billing" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('billing.date')}</TableHeaderCell>
              <TableHeaderCell>{t('billing.description')}</TableHeaderCell>
              <TableHeaderCell>{t('billing.kind')}</TableHeaderCell>
              <TableHeaderCell>{t('billing.amount')}</TableHeaderCell>
              <TableHeaderCell>{t('billing.balanceAfter')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {billingHistory.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell data-label={t('billing.date')}>{text.date(entry.date)}</TableCell>
                <TableCell data-label={t('billing.description')}>{entry.description}</TableCell>
                <TableCell data-label={t('billing.kind')}>{t(`billing.kinds.${entry.kind}`)}</TableCell>
                <TableCell data-label={t('billing.amount')}>{money(entry.amount)}</TableCell>
                <TableCell data-label={t('billing.balanceAfter')}>{money(entry.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

function AppointmentsCard(props: { detail: AdminMemberDetail }) {
  const table = useStackedTableStyles();
  const { t } = useNamespace('adminMembers', memberStrings);
  const text = useAdminText();
  const { appointments } = props.detail;
  return (
    <Section id="member-appointments" title={t('appointments.heading')} wide>
      {appointments.length === 0 ? (
        <Body1>{t('appointments.none')}</Body1>
      ) : (
        <Table className={table.table} aria-labelledby="member-appointments" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('appointments.collection')}</TableHeaderCell>
              <TableHeaderCell>{t('appointments.state')}</TableHeaderCell>
              <TableHeaderCell>{t('appointments.reason')}</TableHeaderCell>
              <TableHeaderCell>{t('appointments.scheduled')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {appointments.map((appointment) => (
              <TableRow key={appointment.inventoryBatchId}>
                <TableCell data-label={t('appointments.collection')}>{t('appointments.collectionNumber', { id: appointment.inventoryBatchId })}</TableCell>
                <TableCell data-label={t('appointments.state')}>{t(`appointments.states.${appointment.state}`, { defaultValue: appointment.state })}</TableCell>
                <TableCell data-label={t('appointments.reason')}>{t(`appointments.reasons.${appointment.collectionReason}`, { defaultValue: appointment.collectionReason })}</TableCell>
                <TableCell data-label={t('appointments.scheduled')}>{appointment.scheduledAtUtc ? text.dateTime(appointment.scheduledAtUtc) : t('appointments.notBooked')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

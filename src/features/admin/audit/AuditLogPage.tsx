// The audit log (/admin/audit, issue 12): every staff read of a member and every staff action, newest
// first, filtered by clinic and member id (kept in the address). Each entry says who, in which role,
// what in words, on which member or item, what changed, and the request it came from.
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { AuditEntry, ClinicRef, StaffRole } from '../../../../server/contract/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { EmptyState, LoadingState } from '../../../shared/PageState.tsx';
import { useAsync } from '../../../shared/useAsync.ts';
import { adminPaths } from '../adminPaths.ts';
import { adminStrings } from '../adminStrings.ts';
import { Pager } from '../Pager.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { useAdminText, type AdminText } from '../useAdminText.ts';
import { useStackedTableStyles } from '../useStackedTableStyles.ts';
import { auditStrings } from './auditStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'end' },
  filter: { minWidth: '200px', '@media (max-width: 640px)': { minWidth: '100%' } },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingBottom: tokens.spacingVerticalXXS },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3 },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
});

const PAGE_SIZE = 50;
const staffRoles: readonly string[] = ['ClinicAdmin', 'Support', 'PlatformAdmin'];

function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function parseJson(value: string | null): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What changed, in words, for the actions whose before/after we know. */
function describe(entry: AuditEntry, t: (key: string, options?: Record<string, unknown>) => string, text: AdminText, clinics: readonly ClinicRef[]): string[] {
  const before = parseJson(entry.before);
  const after = parseJson(entry.after);
  switch (entry.action) {
    case 'member.set-signInLocked':
      return [after?.signInLocked === true ? t('detail.locked') : t('detail.unlocked')];
    case 'member.set-readOnly':
      return [after?.readOnly === true ? t('detail.readOnlyOn') : t('detail.readOnlyOff')];
    case 'item.complete':
    case 'item.deny': {
      const from = str(before?.statusId);
      const to = str(after?.statusId);
      const reason = str(after?.reason);
      return [...(from && to ? [t('detail.move', { from: text.status(from), to: text.status(to) })] : []), ...(reason ? [t('detail.reason', { reason })] : [])];
    }
    case 'member.lookup': {
      const found = Array.isArray(after?.found) ? after.found.length : null;
      return found === null ? [] : [t('detail.found', { count: found })];
    }
    case 'staff.set-clinics': {
      const ids = Array.isArray(after?.clinicIds) ? after.clinicIds.filter((id): id is number => typeof id === 'number') : [];
      const names = ids.map((id) => clinics.find((clinic) => clinic.id === id)?.name ?? `#${String(id)}`);
      return [t('detail.clinics', { clinics: names.length > 0 ? names.join(', ') : text.option(null) })];
    }
    default:
      return [];
  }
}

export function AuditLogPage() {
  const styles = useStyles();
  const table = useStackedTableStyles();
  const { t } = useNamespace('adminAudit', auditStrings);
  const { t: ta } = useNamespace('admin', adminStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const clinicId = positiveInt(params.get('clinicId'));
  const memberId = positiveInt(params.get('memberId'));
  const page = positiveInt(params.get('page')) ?? 1;
  const [memberInput, setMemberInput] = useState(memberId === undefined ? '' : String(memberId));
  const [memberInvalid, setMemberInvalid] = useState(false);
  const audit = useAsync((signal) => api.audit({ clinicId, memberId, page, pageSize: PAGE_SIZE }, signal), [api, clinicId, memberId, page]);

  const apply = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = memberInput.trim();
    if (value !== '' && positiveInt(value) === undefined) {
      setMemberInvalid(true);
      return;
    }
    setMemberInvalid(false);
    apply({ memberId: value });
  };

  const clinicName = (id: number | null) => (id === null ? '—' : (session.clinics.find((clinic) => clinic.id === id)?.name ?? `#${String(id)}`));

  return (
    <section className={styles.root} aria-labelledby="audit-title">
      <Title2 as="h1" id="audit-title">
        {t('heading')}
      </Title2>
      <Body1>{t('intro')}</Body1>
      <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('filters')}>
        {session.clinics.length > 1 ? (
          <Field label={t('clinic')} className={styles.filter}>
            <Select value={clinicId === undefined ? '' : String(clinicId)} onChange={(_event, data) => apply({ clinicId: data.value })}>
              <option value="">{ta('allClinics')}</option>
              {session.clinics.map((clinic) => (
                <option key={clinic.id} value={clinic.id}>
                  {clinic.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label={t('memberId')} className={styles.filter} validationMessage={memberInvalid ? t('memberIdInvalid') : undefined}>
          <Input value={memberInput} inputMode="numeric" onChange={(_event, data) => setMemberInput(data.value)} />
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary">
            {t('apply')}
          </Button>
          {clinicId !== undefined || memberId !== undefined ? (
            <Button
              onClick={() => {
                setMemberInput('');
                setMemberInvalid(false);
                setParams(new URLSearchParams());
              }}
            >
              {t('clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {audit.status === 'loading' ? <LoadingState /> : null}
      {audit.status === 'error' ? <StaffErrorMessage error={audit.error} onRetry={audit.reload} /> : null}
      {audit.status === 'success' && audit.data.items.length === 0 ? <EmptyState>{t('empty')}</EmptyState> : null}
      {audit.status === 'success' && audit.data.items.length > 0 ? (
        <>
          <Body1 role="status">{t('total', { count: audit.data.total })}</Body1>
          <Table className={table.table} aria-label={t('table')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('when')}</TableHeaderCell>
                <TableHeaderCell>{t('who')}</TableHeaderCell>
                <TableHeaderCell>{t('what')}</TableHeaderCell>
                <TableHeaderCell>{t('clinic')}</TableHeaderCell>
                <TableHeaderCell>{t('member')}</TableHeaderCell>
                <TableHeaderCell>{t('details')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {audit.data.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell data-label={t('when')}>{text.dateTime(entry.atUtc)}</TableCell>
                  <TableCell data-label={t('who')}>
                    {entry.staffUserName}
                    <Caption1 className={styles.secondary}>{staffRoles.includes(entry.role) ? text.role(entry.role as StaffRole) : entry.role}</Caption1>
                  </TableCell>
                  <TableCell data-label={t('what')}>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</TableCell>
                  <TableCell data-label={t('clinic')}>{clinicName(entry.clinicId)}</TableCell>
                  <TableCell data-label={t('member')}>
                    {entry.memberId !== null ? <RouterLink to={adminPaths.member(entry.memberId)}>{t('memberLink', { memberId: entry.memberId })}</RouterLink> : '—'}
                    {entry.freezeEventId !== null ? <Caption1 className={styles.secondary}>{t('item', { freezeEventId: entry.freezeEventId })}</Caption1> : null}
                  </TableCell>
                  <TableCell data-label={t('details')}>
                    <div className={styles.details}>
                      {describe(entry, t, text, session.clinics).map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                      <Caption1 className={styles.secondary}>{t('reference', { requestId: entry.requestId, ip: entry.ipAddress })}</Caption1>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager page={page} pageSize={PAGE_SIZE} total={audit.data.total} onPage={(next) => apply({ page: String(next) })} />
        </>
      ) : null}
    </section>
  );
}

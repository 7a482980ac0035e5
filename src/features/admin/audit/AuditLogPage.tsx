// The audit log (/admin/audit, issue 12): every staff read of a member and every staff action, newest
// first, filtered by clinic and member id (kept in the address). Each entry says who, in which role,
// what in words, on which member or item, what changed, and the request it came from.
import type { TFunction } from 'i18next';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { AuditEntry, ClinicRef, StaffRole } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { AdminPage, useAdminPageStyles } from '../AdminPage.tsx';
import { adminPaths } from '../adminPaths.ts';
import { ClinicFilter } from '../ClinicFilter.tsx';
import { PagedResults } from '../PagedResults.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StackedTable } from '../../../shared/StackedTable.tsx';
import { useAdminText, type AdminText } from '../useAdminText.ts';
import { positiveInt, useFilterParams } from '../useFilterParams.ts';
import { auditStrings } from './auditStrings.ts';

const useStyles = makeStyles({
  filter: { minWidth: '200px', '@media (max-width: 640px)': { minWidth: '100%' } },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingBottom: tokens.spacingVerticalXXS },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
});

const PAGE_SIZE = 50;
const staffRoles: readonly string[] = ['ClinicAdmin', 'Support', 'PlatformAdmin'];

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
function describe(entry: AuditEntry, t: TFunction<'adminAudit'>, text: AdminText, clinics: readonly ClinicRef[]): string[] {
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
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminAudit', auditStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const session = useStaffSession();
  const filters = useFilterParams();
  const { clinicId, page } = filters;
  const memberId = positiveInt(filters.params.get('memberId'));
  const [memberInput, setMemberInput] = useState(memberId === undefined ? '' : String(memberId));
  const [memberInvalid, setMemberInvalid] = useState(false);
  const audit = useAsync((signal) => api.audit({ clinicId, memberId, page, pageSize: PAGE_SIZE }, signal), [api, clinicId, memberId, page]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = memberInput.trim();
    if (value !== '' && positiveInt(value) === undefined) {
      setMemberInvalid(true);
      return;
    }
    setMemberInvalid(false);
    filters.apply({ memberId: value });
  };

  const clinicName = (id: number | null) => (id === null ? '—' : (session.clinics.find((clinic) => clinic.id === id)?.name ?? `#${String(id)}`));

  return (
    <AdminPage titleId="audit-title" title={t('heading')} intro={t('intro')}>
      <form className={pageStyles.filters} onSubmit={submit} noValidate aria-label={t('filters')}>
        <ClinicFilter label={t('clinic')} className={styles.filter} value={clinicId} onChange={(value) => filters.apply({ clinicId: value })} />
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
                filters.clear();
              }}
            >
              {t('clear')}
            </Button>
          ) : null}
        </div>
      </form>
      <PagedResults
        state={audit}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => filters.apply({ page: String(next) })}
        empty={t('empty')}
        total={(count) => t('total', { count })}
      >
        {(entries) => (
          <StackedTable
            aria-label={t('table')}
            size="small"
            rows={entries}
            rowKey={(entry) => entry.id}
            columns={[
              { label: t('when'), cell: (entry) => text.dateTime(entry.atUtc) },
              {
                label: t('who'),
                cell: (entry) => (
                  <>
                    {entry.staffUserName}
                    <Caption1 className={pageStyles.secondary}>{staffRoles.includes(entry.role) ? text.role(entry.role as StaffRole) : entry.role}</Caption1>
                  </>
                ),
              },
              { label: t('what'), cell: (entry) => t(`actions.${entry.action}`, { defaultValue: entry.action }) },
              { label: t('clinic'), cell: (entry) => clinicName(entry.clinicId) },
              {
                label: t('member'),
                cell: (entry) => (
                  <>
                    {entry.memberId !== null ? <RouterLink to={adminPaths.member(entry.memberId)}>{t('memberLink', { memberId: entry.memberId })}</RouterLink> : '—'}
                    {entry.freezeEventId !== null ? <Caption1 className={pageStyles.secondary}>{t('item', { freezeEventId: entry.freezeEventId })}</Caption1> : null}
                  </>
                ),
              },
              {
                label: t('details'),
                cell: (entry) => (
                  <div className={styles.details}>
                    {describe(entry, t, text, session.clinics).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                    <Caption1 className={pageStyles.secondary}>{t('reference', { requestId: entry.requestId, ip: entry.ipAddress })}</Caption1>
                  </div>
                ),
              },
            ]}
          />
        )}
      </PagedResults>
    </AdminPage>
  );
}

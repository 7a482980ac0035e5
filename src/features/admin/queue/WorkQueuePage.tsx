// The work queue (/admin/queue, issue 12): stored items whose members signed a decision the clinic
// has to carry out, oldest decision first, filtered by clinic and state (kept in the address, so a
// reload or a shared link shows the same list). Completing or denying names the state the admin saw:
// when someone else acted first the API answers 409, the admin is told and the list is read again.
// Support sees no action controls at all.
import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Body1,
  Button,
  Caption1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
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
import type { WorkItem } from '../../../../server/contract/admin.ts';
import { optionOfExploringState } from '../../../domain/dispositionOptions.ts';
import { staffQueueStates } from '../../../domain/statusTransitions.ts';
import { parseStatus } from '../../../domain/storedItemStatus.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { EmptyState, LoadingState } from '../../../shared/PageState.tsx';
import { useAsync } from '../../../shared/useAsync.ts';
import { adminPaths } from '../adminPaths.ts';
import { adminStrings } from '../adminStrings.ts';
import { Pager } from '../Pager.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { mayAct } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { sidRef } from '../sidRef.ts';
import { useDialogState } from '../useDialogState.ts';
import { useStackedTableStyles } from '../useStackedTableStyles.ts';
import { queueStrings } from './queueStrings.ts';
import { TransitionDialog, type TransitionOutcome } from './TransitionDialog.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'end' },
  filter: { minWidth: '220px', '@media (max-width: 640px)': { minWidth: '100%' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3 },
  notice: { ':focus': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
});

const PAGE_SIZE = 25;

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

type Move = { item: WorkItem; kind: 'complete' | 'deny' };

/** The decision an exploring state stands for, when no signature names it (e.g. items loaded before the portal). */
function optionOfStatus(statusId: string): string | null {
  const status = parseStatus(statusId);
  return status ? optionOfExploringState(status.state) : null;
}

export function WorkQueuePage() {
  const styles = useStyles();
  const table = useStackedTableStyles();
  const { t } = useNamespace('adminQueue', queueStrings);
  const { t: ta } = useNamespace('admin', adminStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const session = useStaffSession();
  const canAct = mayAct(session);
  const [params, setParams] = useSearchParams();
  const clinicId = positiveInt(params.get('clinicId'));
  const state = staffQueueStates.find((s) => s === params.get('state'));
  const page = positiveInt(params.get('page')) ?? 1;
  const queue = useAsync((signal) => api.workQueue({ clinicId, state, page, pageSize: PAGE_SIZE }, signal), [api, clinicId, state, page]);
  const move = useDialogState<Move>();
  const [notice, setNotice] = useState<TransitionOutcome | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const setFilter = (key: 'clinicId' | 'state' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const closeDialog = (outcome: TransitionOutcome | null) => {
    move.hide();
    if (!outcome) return;
    setNotice(outcome);
    queue.reload();
    // The row may be gone: say what happened where focus lands.
    setTimeout(() => noticeRef.current?.focus(), 0);
  };

  return (
    <section className={styles.root} aria-labelledby="queue-title">
      <Title2 as="h1" id="queue-title">
        {t('heading')}
      </Title2>
      <Body1>{t('intro')}</Body1>
      {!canAct ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {notice ? (
        <MessageBar ref={noticeRef} tabIndex={-1} className={styles.notice} intent={notice.intent} role={notice.intent === 'success' ? 'status' : 'alert'}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div role="group" aria-label={t('filters')} className={styles.filters}>
        {session.clinics.length > 1 ? (
          <Field label={t('clinic')} className={styles.filter}>
            <Select value={clinicId === undefined ? '' : String(clinicId)} onChange={(_event, data) => setFilter('clinicId', data.value)}>
              <option value="">{ta('allClinics')}</option>
              {session.clinics.map((clinic) => (
                <option key={clinic.id} value={clinic.id}>
                  {clinic.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label={t('state')} className={styles.filter}>
          <Select value={state ?? ''} onChange={(_event, data) => setFilter('state', data.value)}>
            <option value="">{t('anyState')}</option>
            {staffQueueStates.map((code) => (
              <option key={code} value={code}>
                {ta(`status.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {queue.status === 'loading' ? <LoadingState /> : null}
      {queue.status === 'error' ? <StaffErrorMessage error={queue.error} onRetry={queue.reload} /> : null}
      {queue.status === 'success' && queue.data.items.length === 0 ? (
        <EmptyState>{clinicId !== undefined || state !== undefined ? t('emptyFiltered') : t('empty')}</EmptyState>
      ) : null}
      {queue.status === 'success' && queue.data.items.length > 0 ? (
        <>
          <Body1 role="status">{t('total', { count: queue.data.total })}</Body1>
          <Table className={table.table} aria-label={t('table')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('member')}</TableHeaderCell>
                <TableHeaderCell>{t('clinic')}</TableHeaderCell>
                <TableHeaderCell>{t('item')}</TableHeaderCell>
                <TableHeaderCell>{t('status')}</TableHeaderCell>
                <TableHeaderCell>{t('option')}</TableHeaderCell>
                <TableHeaderCell>{t('signed')}</TableHeaderCell>
                {canAct ? <TableHeaderCell>{t('actions')}</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {queue.data.items.map((item) => {
                const itemWords = `${item.description} (${text.itemType(item.itemTypeId)})`;
                const completes = item.transitions.some((target) => target.kind === 'complete');
                const denies = item.transitions.some((target) => target.kind === 'deny');
                return (
                  <TableRow key={item.freezeEventId} ref={sidRef(`admin-queue-row-${String(item.freezeEventId)}`)}>
                    <TableCell data-label={t('member')}>
                      <RouterLink to={adminPaths.member(item.memberId)}>{item.memberName}</RouterLink>
                      <Caption1 className={styles.secondary}>{item.userName}</Caption1>
                    </TableCell>
                    <TableCell data-label={t('clinic')}>{item.clinicName}</TableCell>
                    <TableCell data-label={t('item')}>
                      {item.description}
                      <Caption1 className={styles.secondary}>
                        {text.itemType(item.itemTypeId)} · {t('count', { count: item.count })}
                      </Caption1>
                    </TableCell>
                    <TableCell data-label={t('status')}>{text.status(item.statusId)}</TableCell>
                    <TableCell data-label={t('option')}>{text.option(item.option ?? optionOfStatus(item.statusId))}</TableCell>
                    <TableCell data-label={t('signed')}>{item.signedAtUtc ? text.dateTime(item.signedAtUtc) : t('notSigned')}</TableCell>
                    {canAct ? (
                      <TableCell data-label={t('actions')}>
                        <div className={styles.actions}>
                          {completes ? (
                            <Button
                              appearance="primary"
                              size="small"
                              aria-label={t('completeFor', { item: itemWords, member: item.memberName })}
                              onClick={() => move.show({ item, kind: 'complete' })}
                              embryo-test-sid={`admin-complete-${String(item.freezeEventId)}`}
                            >
                              {t('complete')}
                            </Button>
                          ) : null}
                          {denies ? (
                            <Button
                              size="small"
                              aria-label={t('denyFor', { item: itemWords, member: item.memberName })}
                              onClick={() => move.show({ item, kind: 'deny' })}
                              embryo-test-sid={`admin-deny-${String(item.freezeEventId)}`}
                            >
                              {t('deny')}
                            </Button>
                          ) : null}
                        </div>
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pager page={page} pageSize={PAGE_SIZE} total={queue.data.total} onPage={(next) => setFilter('page', String(next))} />
        </>
      ) : null}
      {move.value ? <TransitionDialog key={move.key} open={move.open} item={move.value.item} kind={move.value.kind} onClose={closeDialog} /> : null}
    </section>
  );
}

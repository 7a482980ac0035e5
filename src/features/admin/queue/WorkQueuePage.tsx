// The work queue (/admin/queue, issue 12): stored items whose members signed a decision the clinic
// has to carry out, oldest decision first, filtered by clinic and state (kept in the address, so a
// reload or a shared link shows the same list). Completing or denying names the state the admin saw:
// when someone else acted first the API answers 409, the admin is told and the list is read again.
// Support sees no action controls at all.
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Caption1, Field, makeStyles, MessageBar, MessageBarBody, Select, tokens } from '@fluentui/react-components';
import type { WorkItem } from '../../../../contract/api/admin.ts';
import { optionOfExploringState } from '../../../../contract/domain/dispositionOptions.ts';
import { staffQueueStates } from '../../../../contract/domain/statusTransitions.ts';
import { parseStatus } from '../../../../contract/domain/storedItemStatus.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { AdminPage, useAdminPageStyles } from '../AdminPage.tsx';
import { adminPaths } from '../adminPaths.ts';
import { adminStrings } from '../adminStrings.ts';
import { ClinicFilter } from '../ClinicFilter.tsx';
import { PagedResults } from '../PagedResults.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { sidRef } from '../sidRef.ts';
import { StackedTable } from '../../../shared/StackedTable.tsx';
import { mayAct } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { useFilterParams } from '../useFilterParams.ts';
import { queueStrings } from './queueStrings.ts';
import { useDialogState } from '../useDialogState.ts';
import { TransitionDialog, type TransitionOutcome } from './TransitionDialog.tsx';

const useStyles = makeStyles({
  filter: { minWidth: '220px', '@media (max-width: 640px)': { minWidth: '100%' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const PAGE_SIZE = 25;

type Move = { item: WorkItem; kind: 'complete' | 'deny' };

/** The decision an exploring state stands for, when no signature names it (e.g. items loaded before the portal). */
function optionOfStatus(statusId: string): string | null {
  const status = parseStatus(statusId);
  return status ? optionOfExploringState(status.state) : null;
}

export function WorkQueuePage() {
  const pageStyles = useAdminPageStyles();
  const styles = useStyles();
  const { t } = useNamespace('adminQueue', queueStrings);
  const { t: ta } = useNamespace('admin', adminStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const canAct = mayAct(useStaffSession());
  const filters = useFilterParams();
  const { clinicId, page } = filters;
  const state = staffQueueStates.find((s) => s === filters.params.get('state'));
  const queue = useAsync((signal) => api.workQueue({ clinicId, state, page, pageSize: PAGE_SIZE }, signal), [api, clinicId, state, page]);
  const move = useDialogState<Move>();
  const [notice, setNotice] = useState<TransitionOutcome | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const closeDialog = (outcome: TransitionOutcome | null) => {
    move.hide();
    if (!outcome) return;
    setNotice(outcome);
    queue.reload();
    // The row may be gone: say what happened where focus lands.
    setTimeout(() => noticeRef.current?.focus(), 0);
  };

  const actions = (item: WorkItem) => {
    const itemWords = `${item.description} (${text.itemType(item.itemTypeId)})`;
    const kinds = (['complete', 'deny'] as const).filter((kind) => item.transitions.some((target) => target.kind === kind));
    return (
      <div className={styles.actions}>
        {kinds.map((kind) => (
          <Button
            key={kind}
            appearance={kind === 'complete' ? 'primary' : 'secondary'}
            size="small"
            aria-label={t(`${kind}For`, { item: itemWords, member: item.memberName })}
            onClick={() => move.show({ item, kind })}
            embryo-test-sid={`admin-${kind}-${String(item.freezeEventId)}`}
          >
            {t(kind)}
          </Button>
        ))}
      </div>
    );
  };

  return (
    <AdminPage titleId="queue-title" title={t('heading')} intro={t('intro')}>
      {!canAct ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {notice ? (
        <MessageBar ref={noticeRef} tabIndex={-1} className={pageStyles.notice} intent={notice.intent} role={notice.intent === 'success' ? 'status' : 'alert'}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div role="group" aria-label={t('filters')} className={pageStyles.filters}>
        <ClinicFilter label={t('clinic')} className={styles.filter} value={clinicId} onChange={(value) => filters.apply({ clinicId: value })} />
        <Field label={t('state')} className={styles.filter}>
          <Select value={state ?? ''} onChange={(_event, data) => filters.apply({ state: data.value })}>
            <option value="">{t('anyState')}</option>
            {staffQueueStates.map((code) => (
              <option key={code} value={code}>
                {ta(`status.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <PagedResults
        state={queue}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => filters.apply({ page: String(next) })}
        empty={clinicId !== undefined || state !== undefined ? t('emptyFiltered') : t('empty')}
        total={(count) => t('total', { count })}
      >
        {(items) => (
          <StackedTable
            aria-label={t('table')}
            rows={items}
            rowKey={(item) => item.freezeEventId}
            rowRef={(item) => sidRef(`admin-queue-row-${String(item.freezeEventId)}`)}
            columns={[
              {
                label: t('member'),
                cell: (item) => (
                  <>
                    <RouterLink to={adminPaths.member(item.memberId)}>{item.memberName}</RouterLink>
                    <Caption1 className={pageStyles.secondary}>{item.userName}</Caption1>
                  </>
                ),
              },
              { label: t('clinic'), cell: (item) => item.clinicName },
              {
                label: t('item'),
                cell: (item) => (
                  <>
                    {item.description}
                    <Caption1 className={pageStyles.secondary}>
                      {text.itemType(item.itemTypeId)} · {t('count', { count: item.count })}
                    </Caption1>
                  </>
                ),
              },
              { label: t('status'), cell: (item) => text.status(item.statusId) },
              { label: t('option'), cell: (item) => text.option(item.option ?? optionOfStatus(item.statusId)) },
              { label: t('signed'), cell: (item) => (item.signedAtUtc ? text.dateTime(item.signedAtUtc) : t('notSigned')) },
              canAct && { label: t('actions'), cell: actions },
            ]}
          />
        )}
      </PagedResults>
      {move.value ? <TransitionDialog key={move.key} open={move.open} item={move.value.item} kind={move.value.kind} onClose={closeDialog} /> : null}
    </AdminPage>
  );
}

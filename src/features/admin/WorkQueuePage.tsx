// The work queue (issue 12): what members decided and the clinic has to finish, oldest decision
// first. Completing or denying names the state the admin saw: when someone else acted first the
// answer is 409, the admin is told, and the list is read again. Support sees no action controls.
import { useCallback, useEffect, useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { StaffSession, WorkItem, WorkQueue } from '../../../server/contract/admin.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useStatusWords } from '../../shared/StatusText.tsx';
import { testSid } from '../../shared/testSid.ts';
import { adminStrings } from './adminStrings.ts';
import { StaffApiError, type StaffApi } from './staffApi.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  dialogPart: { marginBottom: tokens.spacingVerticalM },
  // Phones: each row becomes a stacked card with its header words inline.
  table: {
    '@media (max-width: 640px)': {
      '& thead': { display: 'none' },
      '& tr': { display: 'block', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, padding: `${tokens.spacingVerticalS} 0` },
      '& td': { display: 'block', border: 'none' },
      '& td::before': { content: 'attr(data-label)', display: 'block', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
    },
  },
});

type Load = { status: 'loading' } | { status: 'failed'; detail: string } | { status: 'ready'; queue: WorkQueue };
type Move = { item: WorkItem; kind: 'complete' | 'deny' };
const pageSize = 25;

export function WorkQueuePage(props: { api: StaffApi; session: StaffSession }) {
  const styles = useStyles();
  const { t, i18n } = useNamespace('admin', adminStrings);
  const words = useStatusWords();
  const [clinicId, setClinicId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [move, setMove] = useState<Move | null>(null);
  const [notice, setNotice] = useState<{ intent: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const canAct = props.session.canAct;

  const refresh = useCallback(() => {
    setLoad({ status: 'loading' });
    props.api.workQueue({ ...(clinicId === undefined ? {} : { clinicId }), page }).then(
      (queue) => setLoad({ status: 'ready', queue }),
      (error: unknown) => setLoad({ status: 'failed', detail: error instanceof Error ? error.message : '' }),
    );
  }, [props.api, clinicId, page]);
  useEffect(refresh, [refresh]);

  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : t('queue.notSigned'));

  return (
    <section className={styles.root} aria-labelledby="queue-title">
      <Title2 as="h1" id="queue-title">
        {t('queue.heading')}
      </Title2>
      <Body1>{t('queue.intro')}</Body1>
      {!canAct ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('queue.readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {notice ? (
        <MessageBar intent={notice.intent} role={notice.intent === 'success' ? 'status' : 'alert'}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.filters}>
        <Field label={t('queue.clinic')}>
          <Select
            value={clinicId === undefined ? '' : String(clinicId)}
            onChange={(_event, data) => {
              setPage(1);
              setClinicId(data.value === '' ? undefined : Number(data.value));
            }}
          >
            <option value="">{t('queue.allClinics')}</option>
            {props.session.clinics.map((clinic) => (
              <option key={clinic.id} value={clinic.id}>
                {clinic.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {load.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {load.status === 'failed' ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('failed', { detail: load.detail })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {load.status === 'ready' && load.queue.items.length === 0 ? <Body1>{t('queue.empty')}</Body1> : null}
      {load.status === 'ready' && load.queue.items.length > 0 ? (
        <>
          <Body1 role="status">{t('queue.total', { count: load.queue.total })}</Body1>
          <Table className={styles.table} aria-labelledby="queue-title">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('queue.member')}</TableHeaderCell>
                <TableHeaderCell>{t('queue.clinic')}</TableHeaderCell>
                <TableHeaderCell>{t('queue.item')}</TableHeaderCell>
                <TableHeaderCell>{t('queue.status')}</TableHeaderCell>
                <TableHeaderCell>{t('queue.signed')}</TableHeaderCell>
                {canAct ? <TableHeaderCell>{t('queue.actions')}</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {load.queue.items.map((item) => (
                <TableRow key={item.freezeEventId} {...testSid(`admin-queue-row-${String(item.freezeEventId)}`)}>
                  <TableCell data-label={t('queue.member')}>
                    {item.memberName} ({item.userName})
                  </TableCell>
                  <TableCell data-label={t('queue.clinic')}>{item.clinicName}</TableCell>
                  <TableCell data-label={t('queue.item')}>
                    {item.description} · {t('queue.count', { count: item.count })}
                  </TableCell>
                  <TableCell data-label={t('queue.status')}>{words(item.statusId)}</TableCell>
                  <TableCell data-label={t('queue.signed')}>{date(item.signedAtUtc)}</TableCell>
                  {canAct ? (
                    <TableCell data-label={t('queue.actions')}>
                      <div className={styles.actions}>
                        {item.transitions.some((target) => target.kind === 'complete') ? (
                          <Button size="small" onClick={() => setMove({ item, kind: 'complete' })} {...testSid(`admin-complete-${String(item.freezeEventId)}`)}>
                            {t('queue.complete')}
                          </Button>
                        ) : null}
                        {item.transitions.some((target) => target.kind === 'deny') ? (
                          <Button size="small" onClick={() => setMove({ item, kind: 'deny' })} {...testSid(`admin-deny-${String(item.freezeEventId)}`)}>
                            {t('queue.deny')}
                          </Button>
                        ) : null}
                      </div>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {load.queue.total > pageSize ? (
            <div className={styles.pager}>
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('queue.previous')}
              </Button>
              <Button disabled={page * pageSize >= load.queue.total} onClick={() => setPage(page + 1)}>
                {t('queue.next')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {move ? (
        <MoveDialog
          move={move}
          api={props.api}
          onClose={(outcome) => {
            setMove(null);
            if (outcome) {
              setNotice(outcome);
              refresh();
            }
          }}
        />
      ) : null}
    </section>
  );
}

function MoveDialog(props: { move: Move; api: StaffApi; onClose: (notice: { intent: 'success' | 'warning' | 'error'; text: string } | null) => void }) {
  const styles = useStyles();
  const { t } = useNamespace('admin', adminStrings);
  const words = useStatusWords();
  const targets = props.move.item.transitions.filter((target) => target.kind === props.move.kind);
  const [toStatusId, setToStatusId] = useState(targets[0]?.toStatusId ?? '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const deny = props.move.kind === 'deny';

  const confirm = async () => {
    if (deny && reason.trim() === '') {
      setMissingReason(true);
      return;
    }
    setBusy(true);
    try {
      const result = await props.api.transition(props.move.item.freezeEventId, {
        fromStatusId: props.move.item.statusId,
        toStatusId,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      props.onClose({ intent: 'success', text: t('move.done', { status: words(result.statusId) }) });
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) props.onClose({ intent: 'warning', text: t('move.changed') });
      else props.onClose({ intent: 'error', text: t('move.failed', { detail: error instanceof Error ? error.message : '' }) });
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => (data.open || busy ? undefined : props.onClose(null))}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{deny ? t('move.denyTitle') : t('move.completeTitle')}</DialogTitle>
          <DialogContent>
            <div className={styles.dialogPart}>
              <Body1>
                {props.move.item.memberName} · {props.move.item.description} · {words(props.move.item.statusId)}
              </Body1>
            </div>
            {targets.length > 1 ? (
              <Field label={t('move.outcome')}>
                <RadioGroup value={toStatusId} onChange={(_event, data) => setToStatusId(data.value)}>
                  {targets.map((target) => (
                    <Radio key={target.toStatusId} value={target.toStatusId} label={words(target.toStatusId)} />
                  ))}
                </RadioGroup>
              </Field>
            ) : (
              <div className={styles.dialogPart}>
                <Body1>{t('move.outcomeIs', { status: words(toStatusId) })}</Body1>
              </div>
            )}
            <Field label={deny ? t('move.reason') : t('move.note')} required={deny} validationMessage={missingReason ? t('move.reasonRequired') : undefined}>
              <Textarea value={reason} onChange={(_event, data) => setReason(data.value)} resize="vertical" textarea={testSid('admin-transition-reason')} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()} {...testSid('admin-transition-confirm')}>
              {busy ? <Spinner size="tiny" /> : t('move.confirm')}
            </Button>
            <Button disabled={busy} onClick={() => props.onClose(null)}>
              {t('move.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

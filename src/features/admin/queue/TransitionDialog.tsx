// Confirming a move of one stored item (issue 12): completing it to its outcome (choosing one when
// there are several, e.g. the sub-outcomes of an anonymous donation to the clinic), or denying a
// donation with the reason the member reads. The request names the state the admin saw, so a 409
// means someone else acted first or the member withdrew: the dialog closes and the queue says so.
import { useState } from 'react';
import { Body1, Field, makeStyles, Radio, RadioGroup, Textarea, tokens } from '@fluentui/react-components';
import type { WorkItem } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { ApiError } from '../../../services/http/ApiError.ts';
import { testSid } from '../../../shared/testSid.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useStaffApi } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { useAdminText } from '../useAdminText.ts';
import { queueStrings } from './queueStrings.ts';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: `0 0 ${tokens.spacingVerticalL}`,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0 },
  },
  part: { marginBottom: tokens.spacingVerticalL },
});

export interface TransitionOutcome {
  intent: 'success' | 'warning';
  text: string;
}

export interface TransitionDialogProps {
  open: boolean;
  item: WorkItem;
  kind: 'complete' | 'deny';
  /** null: cancelled; otherwise what to tell the admin (the queue is read again). */
  onClose: (outcome: TransitionOutcome | null) => void;
}

export function TransitionDialog(props: TransitionDialogProps) {
  const styles = useStyles();
  const { t } = useNamespace('adminQueue', queueStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const { item, kind } = props;
  const targets = item.transitions.filter((target) => target.kind === kind);
  const [toStatusId, setToStatusId] = useState(targets.length === 1 ? (targets[0]?.toStatusId ?? '') : '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [reasonMissing, setReasonMissing] = useState(false);
  const [outcomeMissing, setOutcomeMissing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const deny = kind === 'deny';

  const confirm = async () => {
    const missingReason = deny && reason.trim() === '';
    const missingOutcome = toStatusId === '';
    setReasonMissing(missingReason);
    setOutcomeMissing(missingOutcome);
    if (missingReason || missingOutcome) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api.transition(item.freezeEventId, { fromStatusId: item.statusId, toStatusId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      props.onClose({ intent: 'success', text: t('done', { status: text.status(result.statusId) }) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        props.onClose({ intent: 'warning', text: t('changed') });
        return;
      }
      setBusy(false);
      if (failure instanceof ApiError && failure.status === 400 && deny) setReasonMissing(true);
      else setError(failure);
    }
  };

  return (
    <AdminDialog
      open={props.open}
      title={deny ? t('dialog.denyTitle') : t('dialog.completeTitle')}
      busy={busy}
      confirmLabel={deny ? t('dialog.confirmDeny') : t('dialog.confirmComplete')}
      cancelLabel={t('dialog.cancel')}
      confirmSid="admin-transition-confirm"
      onConfirm={() => void confirm()}
      onCancel={() => props.onClose(null)}
    >
      <dl className={styles.facts}>
        <dt>{t('dialog.member')}</dt>
        <dd>
          {item.memberName} ({item.userName})
        </dd>
        <dt>{t('dialog.item')}</dt>
        <dd>
          {item.description} ({text.itemType(item.itemTypeId)}) · {t('count', { count: item.count })}
        </dd>
        <dt>{t('dialog.now')}</dt>
        <dd>{text.status(item.statusId)}</dd>
      </dl>
      {targets.length > 1 ? (
        <Field className={styles.part} label={t('dialog.outcome')} hint={t('dialog.outcomeHint')} required validationMessage={outcomeMissing ? t('dialog.outcomeHint') : undefined}>
          <RadioGroup value={toStatusId} onChange={(_event, data) => setToStatusId(data.value)}>
            {targets.map((target) => (
              <Radio key={target.toStatusId} value={target.toStatusId} label={text.outcome(target.toStatusId)} />
            ))}
          </RadioGroup>
        </Field>
      ) : (
        <Body1 as="p" className={styles.part}>
          {t('dialog.outcomeIs', { status: text.outcome(toStatusId) })}
        </Body1>
      )}
      <Field
        label={deny ? t('dialog.reason') : t('dialog.note')}
        hint={deny ? t('dialog.reasonHint') : t('dialog.noteHint')}
        required={deny}
        validationMessage={reasonMissing ? t('dialog.reasonRequired') : undefined}
      >
        <Textarea value={reason} maxLength={2000} resize="vertical" onChange={(_event, data) => setReason(data.value)} textarea={testSid('admin-transition-reason')} />
      </Field>
      {error ? <StaffErrorMessage error={error} /> : null}
    </AdminDialog>
  );
}

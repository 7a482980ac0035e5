// Matching moderation (/admin/moderation, issue 12): custom descriptions waiting for approval
// (EDCPND) and stored items under medical review (MEDPND) in one list, oldest first, filtered by
// clinic. A ClinicAdmin reads each and approves it, or sends it back with a reason the member reads
// on their profile. A decision applies only while the item still waits: when someone else decided
// first the API answers 409, the admin is told and the list is read again. Support only reads.
import { useState } from 'react';
import { Body1, Button, Caption1, Field, makeStyles, Spinner, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { ModerationDecision, ModerationItem } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { ApiError } from '../../../services/http/ApiError.ts';
import { testSid } from '../../../shared/testSid.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { ActionNotice } from '../ActionNotice.tsx';
import { AdminDialog } from '../AdminDialog.tsx';
import { LoadedList } from '../LoadedList.tsx';
import { adminPaths } from '../adminPaths.ts';
import { ClinicFilter } from '../ClinicFilter.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { mayAct } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { useDialogState } from '../useDialogState.ts';
import { useItemListStyles } from '../useItemListStyles.ts';
import { contentStrings } from './contentStrings.ts';
import { TitledSection } from '../../../shared/TitledSection.tsx';

const useStyles = makeStyles({
  filter: { maxWidth: '320px' },
  quote: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

const keyOf = (item: ModerationItem) => `${item.kind}-${String(item.freezeEventId ?? item.memberId)}`;

export function ModerationPage() {
  const styles = useStyles();
  const items = useItemListStyles();
  const { t } = useNamespace('adminContent', contentStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const session = useStaffSession();
  const [clinicId, setClinicId] = useState<number | undefined>(undefined);
  const list = useAsync((signal) => api.moderation(clinicId, signal), [api, clinicId]);
  const sendingBack = useDialogState<ModerationItem>();
  const [approving, setApproving] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ intent: 'success' | 'warning'; text: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const canAct = mayAct(session);
  const backItem = sendingBack.value;
  const what = (item: ModerationItem) => t(`moderation.kind.${item.kind}`);

  const decide = (item: ModerationItem, decision: ModerationDecision) =>
    item.kind === 'customDescription' ? api.decideCustomDescription(item.memberId, decision) : api.decideMedicalReview(item.freezeEventId ?? 0, decision);

  const approve = async (item: ModerationItem) => {
    setApproving(keyOf(item));
    setError(null);
    setNotice(null);
    try {
      await decide(item, { decision: 'approve' });
      setNotice({ intent: 'success', text: t('moderation.approved', { what: what(item), name: item.memberName }) });
      list.reload();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setNotice({ intent: 'warning', text: t('moderation.changed') });
        list.reload();
      } else setError(failure);
    } finally {
      setApproving(null);
    }
  };

  return (
    <TitledSection titleId="moderation-title" title={t('moderation.heading')}>
      <Body1 as="p">{t('moderation.intro')}</Body1>
      {canAct ? null : <Body1 as="p">{t('readOnly')}</Body1>}
      <ClinicFilter label={t('clinic')} className={styles.filter} value={clinicId} onChange={(value) => setClinicId(value === '' ? undefined : Number(value))} />
      <ActionNotice text={notice?.text ?? null} intent={notice?.intent} />
      {error ? <StaffErrorMessage error={error} /> : null}
      <LoadedList state={list} empty={t('moderation.empty')}>
        {(waiting) => (
          <ul className={items.list} aria-label={t('moderation.list')}>
            {waiting.map((item) => (
              <li key={keyOf(item)} className={items.item} embryo-test-sid={`admin-moderation-${keyOf(item)}`}>
                <Subtitle2 as="h2">
                  {what(item)} · <RouterLink to={adminPaths.member(item.memberId)}>{item.memberName}</RouterLink>
                </Subtitle2>
                <div className={items.facts}>
                  <Caption1>{item.clinicName}</Caption1>
                  {item.profileCode ? <Caption1>{t('moderation.profile', { code: item.profileCode })}</Caption1> : null}
                  {item.submittedAtUtc ? <Caption1>{t('moderation.submitted', { when: text.dateTime(item.submittedAtUtc) })}</Caption1> : null}
                  {item.kind === 'medicalReview' ? <Caption1>{t('moderation.item')}</Caption1> : null}
                </div>
                <blockquote className={styles.quote}>{item.text}</blockquote>
                {canAct ? (
                  <div className={items.actions}>
                    <Button
                      appearance="primary"
                      disabledFocusable={approving !== null}
                      onClick={() => void approve(item)}
                      aria-label={t('moderation.approveAria', { what: what(item), name: item.memberName })}
                      icon={approving === keyOf(item) ? <Spinner size="tiny" /> : undefined}
                      embryo-test-sid={`admin-moderation-approve-${keyOf(item)}`}
                    >
                      {t('moderation.approve')}
                    </Button>
                    <Button
                      disabledFocusable={approving !== null}
                      onClick={() => sendingBack.show(item)}
                      aria-label={t('moderation.sendBackAria', { what: what(item), name: item.memberName })}
                      embryo-test-sid={`admin-moderation-sendback-${keyOf(item)}`}
                    >
                      {t('moderation.sendBack')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
      {backItem ? (
        <SendBackDialog
          key={sendingBack.key}
          open={sendingBack.open}
          item={backItem}
          decide={(reason) => decide(backItem, { decision: 'sendBack', reason })}
          onClose={(outcome) => {
            const name = backItem.memberName;
            sendingBack.hide();
            if (outcome === 'sent') setNotice({ intent: 'success', text: t('moderation.sentBack', { name }) });
            if (outcome === 'changed') setNotice({ intent: 'warning', text: t('moderation.changed') });
            if (outcome) list.reload();
          }}
        />
      ) : null}
    </TitledSection>
  );
}

function SendBackDialog(props: { open: boolean; item: ModerationItem; decide: (reason: string) => Promise<unknown>; onClose: (outcome: 'sent' | 'changed' | null) => void }) {
  const { t } = useNamespace('adminContent', contentStrings);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = async () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    try {
      await props.decide(reason.trim());
      props.onClose('sent');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        props.onClose('changed');
        return;
      }
      setBusy(false);
      if (failure instanceof ApiError && failure.status === 400) setMissing(true);
      else setError(failure);
    }
  };

  return (
    <AdminDialog
      open={props.open}
      title={t('moderation.dialogTitle')}
      busy={busy}
      confirmLabel={t('moderation.confirmSendBack')}
      cancelLabel={t('cancel')}
      confirmSid="admin-moderation-confirm"
      onConfirm={() => void send()}
      onCancel={() => props.onClose(null)}
    >
      <Body1 as="p">
        {t(`moderation.kind.${props.item.kind}`)} · {props.item.memberName}
      </Body1>
      <Field label={t('moderation.reason')} hint={t('moderation.reasonHint')} required validationMessage={missing ? t('moderation.reasonRequired') : undefined}>
        <Textarea value={reason} maxLength={2000} resize="vertical" onChange={(_event, data) => setReason(data.value)} textarea={testSid('admin-moderation-reason')} />
      </Field>
      {error ? <StaffErrorMessage error={error} /> : null}
    </AdminDialog>
  );
}

// Confirming one account action on a member (ClinicAdmin, PlatformAdmin): send a password-reset
// e-mail, turn two-factor sign-in off, lock or unlock sign-in, read-only on or off. Each says what
// it will do before it is done; the answer (the member's new account state) goes back to the page.
import { useState } from 'react';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import type { MemberSummary } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import type { StaffApi } from '../api/createStaffApi.ts';
import { useStaffApi } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { memberStrings } from './memberStrings.ts';

export const memberActions = ['send-reset', 'reset-2fa', 'lock', 'unlock', 'readonly-on', 'readonly-off'] as const;
export type MemberAction = (typeof memberActions)[number];

/** Carries the action out; the member's summary when the API answers with one. */
function perform(api: StaffApi, action: MemberAction, memberId: number): Promise<MemberSummary | null> {
  switch (action) {
    case 'send-reset':
      return api.sendPasswordReset(memberId).then(() => null);
    case 'reset-2fa':
      return api.resetTwoFactor(memberId);
    case 'lock':
      return api.setSignInLocked(memberId, true);
    case 'unlock':
      return api.setSignInLocked(memberId, false);
    case 'readonly-on':
      return api.setReadOnly(memberId, true);
    case 'readonly-off':
      return api.setReadOnly(memberId, false);
  }
}

export interface MemberActionDialogProps {
  open: boolean;
  action: MemberAction;
  memberId: number;
  memberName: string;
  /** Cancelled: null. Done: the new summary (if any) and the sentence to show. */
  onClose: (result: { summary: MemberSummary | null; message: string } | null) => void;
}

export function MemberActionDialog(props: MemberActionDialogProps) {
  const { t } = useNamespace('adminMembers', memberStrings);
  const api = useStaffApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const key = `actions.${props.action}` as const;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const summary = await perform(api, props.action, props.memberId);
      props.onClose({ summary, message: t(`${key}.done`) });
    } catch (failure) {
      setBusy(false);
      setError(failure);
    }
  };

  return (
    <Dialog open={props.open} modalType="alert" onOpenChange={(_event, data) => (data.open || busy ? undefined : props.onClose(null))}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(`${key}.title`)}</DialogTitle>
          <DialogContent>
            <Body1 as="p">
              <strong>{props.memberName}</strong>
            </Body1>
            <Body1 as="p">{t(`${key}.body`)}</Body1>
            {error ? <StaffErrorMessage error={error} /> : null}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              onClick={() => void confirm()}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              embryo-test-sid="admin-action-confirm"
            >
              {t(`${key}.confirm`)}
            </Button>
            <Button disabled={busy} onClick={() => props.onClose(null)}>
              {t('actions.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

// Withdrawing a decision made with a partner: what stops, and that the other partner is told.
import { useState } from 'react';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { problemMessage } from '../../shared/problemMessage.ts';
import { consentProblems } from './consentProblems.ts';
import { consentStrings } from './consentStrings.ts';

export interface JointWithdrawDialogProps {
  open: boolean;
  option: string;
  item: string;
  other: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function JointWithdrawDialog(props: JointWithdrawDialogProps) {
  const { t } = useNamespace('memberConsent', consentStrings);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.onConfirm();
    } catch (error) {
      setFailure(t('withdraw.failed', { reason: problemMessage(error, consentProblems, t) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} modalType="alert" onOpenChange={(_e, data) => (data.open || busy ? undefined : props.onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('withdraw.title')}</DialogTitle>
          <DialogContent>
            <Body1 block>{t('withdraw.body', { option: props.option, item: props.item, other: props.other })}</Body1>
            {failure ? (
              <MessageBar intent="error" role="alert" layout="multiline">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => void confirm()}
              embryo-test-sid="joint-withdraw-confirm"
            >
              {t('withdraw.confirm')}
            </Button>
            <Button disabled={busy} onClick={props.onClose}>
              {t('withdraw.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

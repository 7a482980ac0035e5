// Asks the partner to confirm "I do not agree": declining stops the decision for good (the link is
// single-use) and the account holder is told, so it is said plainly before it happens.
// The page does not replace the form under the open dialog: the form closes it first and moves on
// from `onClosed`, once it has gone (focus and the page's aria-hidden are given back in order).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { CosignText } from './useCosignText.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

export interface CosignDeclineDialogProps {
  open: boolean;
  text: CosignText;
  ownerName: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Called once the dialog has finished closing, so the page may change under it. */
  onClosed?: () => void;
}

export function CosignDeclineDialog(props: CosignDeclineDialogProps) {
  const { t } = props.text;
  return (
    <Dialog
      open={props.open}
      modalType="alert"
      onOpenChange={(_e, data) => (data.open || props.busy ? undefined : props.onCancel())}
      surfaceMotion={{ onMotionFinish: (_e, data) => (data.direction === 'exit' ? props.onClosed?.() : undefined) }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('declineDialog.title')}</DialogTitle>
          <DialogContent>
            <p>{t('declineDialog.body', { owner: props.ownerName })}</p>
            <p>{t('declineDialog.once')}</p>
            {props.error ? <ErrorAlert>{props.error}</ErrorAlert> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={props.busy} onClick={props.onCancel}>
              {t('declineDialog.cancel')}
            </Button>
            <Button appearance="primary" disabledFocusable={props.busy} onClick={props.onConfirm} embryo-test-sid="cosign-decline-confirm">
              {props.busy ? t('declineDialog.working') : t('declineDialog.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

// The console's confirming dialog: a title, the content, the confirming button (with a spinner while
// the call runs) and Cancel. While busy it cannot be dismissed, so a decision is never left half-seen.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';

export interface AdminDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirming button's test hook (embryo-test-sid). */
  confirmSid: string;
  onConfirm: () => void;
  onCancel: () => void;
  contentClassName?: string;
  children: ReactNode;
}

export function AdminDialog(props: AdminDialogProps) {
  return (
    <Dialog open={props.open} modalType="modal" onOpenChange={(_event, data) => (data.open || props.busy ? undefined : props.onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={props.contentClassName}>{props.children}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={props.busy}
              onClick={props.onConfirm}
              icon={props.busy ? <Spinner size="tiny" /> : undefined}
              embryo-test-sid={props.confirmSid}
            >
              {props.confirmLabel}
            </Button>
            <Button disabled={props.busy} onClick={props.onCancel}>
              {props.cancelLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

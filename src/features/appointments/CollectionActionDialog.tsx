// The confirmation dialog every collection action uses: a title, what will happen, an optional
// field, a busy confirm button and an error that stays in the dialog so the member can retry.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface CollectionActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  workingLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testSid: string;
}

export function CollectionActionDialog(props: CollectionActionDialogProps) {
  const styles = useStyles();
  const { busy, onClose } = props;
  return (
    <Dialog open={props.open} modalType="alert" onOpenChange={(_e, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) props.onConfirm();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent className={styles.content}>
              {props.children}
              {props.error ? <ErrorAlert>{props.error}</ErrorAlert> : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {props.cancelLabel}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} embryo-test-sid={`${props.testSid}-confirm`}>
                {busy ? props.workingLabel : props.confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

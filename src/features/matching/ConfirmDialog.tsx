// One confirmation for every change on the matching site (requests, answers, cancellations,
// starting the profile again). With a disclaimer, the member must tick it before confirming; the
// call's error stays in the dialog so the member can retry or keep things as they are.
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { problemMessage } from '../../shared/problemMessage.ts';
import { matchingProblems } from './matchingProblems.ts';
import { matchingStrings } from './matchingStrings.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  disclaimer: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Text the member must tick before confirming (spec: requestConfirmDisclaimer). */
  disclaimer?: string | undefined;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const disclaimerId = useId();
  const [accepted, setAccepted] = useState(false);
  const [missingTick, setMissingTick] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const working = useRef(false);

  const reset = () => {
    setAccepted(false);
    setMissingTick(false);
    setError(null);
  };
  const close = () => {
    if (working.current) return;
    reset();
    props.onClose();
  };
  const confirm = async () => {
    if (working.current) return;
    if (props.disclaimer && !accepted) {
      setMissingTick(true);
      return;
    }
    working.current = true;
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      working.current = false;
      reset();
    } catch (failure) {
      setError(problemMessage(failure, matchingProblems, t));
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} modalType="alert" onOpenChange={(_e, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.content}>
            {props.children}
            {props.disclaimer ? (
              <>
                <p id={disclaimerId} className={styles.disclaimer}>
                  {props.disclaimer}
                </p>
                <Field validationMessage={missingTick ? t('dialog.tickRequired') : undefined} validationState={missingTick ? 'error' : 'none'}>
                  <Checkbox
                    checked={accepted}
                    aria-describedby={disclaimerId}
                    label={t('dialog.accept')}
                    onChange={(_e, data) => {
                      setAccepted(data.checked === true);
                      if (data.checked === true) setMissingTick(false);
                    }}
                  />
                </Field>
              </>
            ) : null}
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
              {busy ? t('dialog.working') : props.confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

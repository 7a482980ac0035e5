// The payment modal of spec §2: titled modals.paypal.title, holding the payment form (or a loading
// bar while the provider setup is not ready), with Submit (submits the card form) and Cancel in the
// footer. Both are disabled while work is in progress; Submit also while loading. Closing returns
// true on success and false on cancel or dismissal. Overlay z-index 2000 with body scroll blocked.
import { useCallback, useId, useRef, useState, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { PaymentMethodForm, type PaymentFormStatus } from './PaymentMethodForm.tsx';
import { paymentStrings } from './paymentStrings.ts';

export const MODAL_Z_INDEX = 2000;

const useStyles = makeStyles({
  backdrop: { zIndex: MODAL_Z_INDEX },
  surface: { zIndex: MODAL_Z_INDEX, maxWidth: '36rem', width: 'calc(100vw - 2rem)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface PaymentMethodModalProps {
  open: boolean;
  member: Member;
  center: Center;
  /** true after a payment method was saved; false on cancel or dismissal. */
  onClose: (result: boolean) => void;
}

const idle: PaymentFormStatus = { ready: false, valid: false, working: false };

export function PaymentMethodModal(props: PaymentMethodModalProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = useStyles();
  const formId = `${useId()}-payment-modal-form`;
  const [status, setStatus] = useState<PaymentFormStatus>(idle);
  const { onClose } = props;
  const onSuccess = useCallback(() => onClose(true), [onClose]);

  return (
    <Dialog
      open={props.open}
      modalType="modal"
      onOpenChange={(_event, data) => {
        if (!data.open && !status.working) onClose(false);
      }}
    >
      <DialogSurface className={styles.surface} backdrop={{ className: styles.backdrop }}>
        <DialogBody>
          <DialogTitle>{t('modals.paypal.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {props.open ? <PaymentMethodForm member={props.member} center={props.center} formId={formId} hideSubmit onSuccess={onSuccess} onStatusChange={setStatus} /> : null}
          </DialogContent>
          <DialogActions>
            <Button type="submit" form={formId} appearance="primary" disabled={status.working || !status.ready || !status.valid} embryo-test-sid="payment-modal-submit">
              {t('modals.paypal.submit')}
            </Button>
            <Button disabled={status.working} onClick={() => onClose(false)} embryo-test-sid="payment-modal-cancel">
              {t('modals.paypal.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * `openPaymentMethodModal()` resolves true on success and false on cancel or dismissal. Render
 * `modal` somewhere below the payment setup (PaymentSetup / PaymentMethodPanel).
 */
export function usePaymentMethodModal(member: Member, center: Center): { openPaymentMethodModal: () => Promise<boolean>; modal: ReactElement } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((result: boolean) => void) | null>(null);
  const openPaymentMethodModal = useCallback(() => {
    resolver.current?.(false);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const onClose = useCallback((result: boolean) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.(result);
  }, []);
  return { openPaymentMethodModal, modal: <PaymentMethodModal open={open} member={member} center={center} onClose={onClose} /> };
}

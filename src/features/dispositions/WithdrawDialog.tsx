// Used by the option pages and, through WithdrawDecisionSlot, the member home. Confirms withdrawing a
// decision in progress (exploring state back to where it was), then refreshes the session's freeze
// events. Errors stay in the dialog; the member can retry or keep it.
import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { problemMessage } from '../../shared/problemMessage.ts';
import type { WithdrawDialogProps } from '../../shared/slots/WithdrawDecisionSlot.tsx';
import { dispositionProblems } from './dispositionProblems.ts';
import { refreshFreezeEvents } from './refreshFreezeEvents.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

export function WithdrawDialog(props: WithdrawDialogProps) {
  const services = useServices();
  const { t } = useNamespace(props.namespace, props.strings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const working = useRef(false);
  const { event, onClose, onWithdrawn, memberId } = props;

  const close = () => {
    if (working.current) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!event || working.current) return;
    working.current = true;
    setBusy(true);
    setError(null);
    try {
      const updated = await services.api.members.withdrawDisposition(memberId, event.id, { skipErrorPolicy: true });
      await refreshFreezeEvents(services, memberId, [updated]);
      working.current = false;
      onWithdrawn(updated);
    } catch (failure) {
      setError(problemMessage(failure, dispositionProblems.withdrawError, t));
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog open={event !== null} modalType="alert" onOpenChange={(_e, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('withdraw.title')}</DialogTitle>
          <DialogContent>
            <p>{t('withdraw.body', { option: props.optionName, item: props.itemName })}</p>
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={close}>
              {t('withdraw.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()} embryo-test-sid="withdraw-confirm">
              {busy ? t('withdraw.working') : t('withdraw.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

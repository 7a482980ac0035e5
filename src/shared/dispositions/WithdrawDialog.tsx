// Shared by the member home and the option pages. Confirms withdrawing a decision in progress (exploring state back to where it was), then
// refreshes the session's freeze events. Errors stay in the dialog; the member can retry or keep it.
import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { describeDispositionError, type DispositionErrorKey } from './describeDispositionError.ts';
import type { NamespaceStrings } from '../../i18n/namespaces.ts';
import { refreshFreezeEvents } from './refreshFreezeEvents.ts';

export interface WithdrawDialogProps {
  /** The calling feature's strings: they hold the `withdraw` and `withdrawError` texts. */
  namespace: 'member' | 'dispositions';
  strings: NamespaceStrings<'member' | 'dispositions'>;
  memberId: number;
  /** The item whose decision is withdrawn; the dialog is open while it is set. */
  event: FreezeEvent | null;
  optionName: string;
  itemName: string;
  onClose: () => void;
  onWithdrawn: (event: FreezeEvent) => void;
}

export function WithdrawDialog(props: WithdrawDialogProps) {
  const services = useServices();
  const { t } = useNamespace(props.namespace, props.strings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DispositionErrorKey | null>(null);
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
      setError(describeDispositionError(failure));
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
            {error ? (
              <MessageBar intent="error" layout="multiline" role="alert">
                <MessageBarBody>{t(`withdrawError.${error}`)}</MessageBarBody>
              </MessageBar>
            ) : null}
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

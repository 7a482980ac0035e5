// Follows a balance payment the payment service has not confirmed yet: every few seconds for a few
// minutes, then says it goes on without us. Once it is settled the member is loaded again.
import { useEffect, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';

/** How often, and how many times, the page asks about a payment being confirmed (about five minutes). */
const confirmationIntervalMs = 3000;
const confirmationChecks = 100;

export interface ConfirmingPayment {
  id: number;
  amount: string;
}

export interface PaymentConfirmation {
  kind: 'confirmed' | 'notCharged' | 'expired' | 'still';
  amount: string;
  reason?: string;
}

export function useConfirmingPayment(memberId: number, centerId: number) {
  const { api, session } = useServices();
  const [confirming, setConfirming] = useState<ConfirmingPayment | null>(null);
  const [confirmation, setConfirmation] = useState<PaymentConfirmation | null>(null);

  useEffect(() => {
    if (!confirming) return;
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      tries += 1;
      try {
        const payment = await api.payments.balancePayment(memberId, confirming.id, { skipNotification: true, signal: controller.signal });
        if (payment.status !== 'CONFIRMING') {
          setConfirming(null);
          setConfirmation(
            payment.status === 'COMPLETED'
              ? { kind: 'confirmed', amount: confirming.amount }
              : payment.status === 'EXPIRED'
                ? { kind: 'expired', amount: confirming.amount }
                : { kind: 'notCharged', amount: confirming.amount, reason: payment.failureDetail ?? '' },
          );
          session.setMember(await api.members.member(memberId, centerId, { skipNotification: true, signal: controller.signal }));
          return;
        }
      } catch {
        if (controller.signal.aborted) return; // a failed check is simply tried again
      }
      if (tries >= confirmationChecks) {
        setConfirming(null);
        setConfirmation({ kind: 'still', amount: confirming.amount });
        return;
      }
      timer = setTimeout(() => void check(), confirmationIntervalMs);
    };
    timer = setTimeout(() => void check(), confirmationIntervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [confirming, api, memberId, centerId, session]);

  return { confirming, setConfirming, confirmation };
}

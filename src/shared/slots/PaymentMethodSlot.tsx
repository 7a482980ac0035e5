// A slot for the payment UI (payments feature) inside the account area's billing tab. Features do
// not import each other: the app layer provides the (lazily loaded) component through this context,
// and BillingPanel renders whatever it finds here.
import { Suspense, createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';

export interface PaymentMethodSlotProps {
  member: Member;
  center: Center;
  readOnly?: boolean;
}

export const PaymentMethodSlotContext = createContext<ComponentType<PaymentMethodSlotProps> | null>(null);

export function usePaymentMethodSlot(): ComponentType<PaymentMethodSlotProps> | null {
  return useContext(PaymentMethodSlotContext);
}

export interface PaymentMethodSlotOutletProps extends PaymentMethodSlotProps {
  /** Shown when no component is provided. */
  placeholder: ReactNode;
  /** Shown while a lazily loaded component loads. */
  loading: ReactNode;
}

/** Renders the provided component (it is stable: it comes from the app layer), or the placeholder. */
export function PaymentMethodSlotOutlet(props: PaymentMethodSlotOutletProps) {
  const Slot = usePaymentMethodSlot();
  const { placeholder, loading, ...slotProps } = props;
  if (!Slot) return <>{placeholder}</>;
  return <Suspense fallback={loading}>{createElement(Slot, slotProps)}</Suspense>;
}

// A slot for the dialog that withdraws a decision in progress. The dialog belongs to the dispositions
// feature (it signs and withdraws decisions); the member home needs it too, and features do not import
// each other, so the app layer provides it through this context.
import { Suspense, createContext, createElement, useContext, type ComponentType } from 'react';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { NamespaceStrings } from '../../i18n/namespaces.ts';

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

export const WithdrawDecisionSlotContext = createContext<ComponentType<WithdrawDialogProps> | null>(null);

/** Renders the provided dialog (it is stable: it comes from the app layer), or nothing. */
export function WithdrawDecisionSlotOutlet(props: WithdrawDialogProps) {
  const Slot = useContext(WithdrawDecisionSlotContext);
  if (!Slot) return null;
  return <Suspense fallback={null}>{createElement(Slot, props)}</Suspense>;
}

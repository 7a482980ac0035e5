// Which consent dialog the member home has open (renewing storage consent, co-signing or withdrawing
// a joint decision) and for which item. A dialog keeps its item while it closes, so it can animate out.
import { useState } from 'react';
import type { ConsentedItem, JointDecisionView } from '../../../contract/api/consent.ts';

export interface OpenItem {
  item: ConsentedItem;
  open: boolean;
}
export interface OpenDecision extends OpenItem {
  decision: JointDecisionView;
}

export function useConsentActions(onStart: () => void) {
  const [renewing, setRenewing] = useState<OpenItem | null>(null);
  const [coSigning, setCoSigning] = useState<OpenDecision | null>(null);
  const [jointWithdrawing, setJointWithdrawing] = useState<OpenDecision | null>(null);
  const closing = <T extends OpenItem>(current: T | null) => (current ? { ...current, open: false } : null);
  return {
    renewing,
    coSigning,
    jointWithdrawing,
    handlers: {
      onRenew: (item: ConsentedItem) => {
        onStart();
        setRenewing({ item, open: true });
      },
      onCoSign: (item: ConsentedItem, decision: JointDecisionView) => {
        onStart();
        setCoSigning({ item, decision, open: true });
      },
      onWithdraw: (item: ConsentedItem, decision: JointDecisionView) => {
        onStart();
        setJointWithdrawing({ item, decision, open: true });
      },
    },
    closeRenewing: () => setRenewing(closing),
    closeCoSigning: () => setCoSigning(closing),
    closeJointWithdrawing: () => setJointWithdrawing(closing),
  };
}

export type ConsentActions = ReturnType<typeof useConsentActions>;

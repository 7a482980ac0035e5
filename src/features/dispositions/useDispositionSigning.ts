// Signs the chosen items one after another and keeps what came of each: a partial failure says which
// items failed and why, signed items that did not move wait for the partner, and the session's items
// are refreshed once anything was signed.
import { useRef, useState } from 'react';
import type { FreezeEvent, Member } from '../../../contract/api/members.ts';
import type { ESignatureTerms } from '../../services/content/contentModels.ts';
import type { DispositionOption } from '../../../contract/domain/dispositionOptions.ts';
import { computeTermsHash } from '../../../contract/domain/termsHash.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { problemMessage } from '../../shared/problemMessage.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { dispositionProblems } from './dispositionProblems.ts';
import { dispositionStrings } from './dispositionStrings.ts';
import { refreshFreezeEvents } from './refreshFreezeEvents.ts';

/** An item's result; a failure carries the member's words for why. */
export type SignOutcome = { ok: true } | { ok: false; reason: string };

export interface SigningRequest {
  option: DispositionOption;
  items: readonly number[];
  fullName: string;
  /** Called with the items signed, in the same update as the results. */
  onSigned: (succeeded: readonly number[]) => void;
}

export function useDispositionSigning(member: Member, terms: ESignatureTerms, freezeEvents: readonly FreezeEvent[]) {
  const services = useServices();
  const { t } = useNamespace('dispositions', dispositionStrings);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, SignOutcome>>(new Map());
  const [signed, setSigned] = useState<readonly number[]>([]);
  /** Signed items that did not move: created with a partner, they wait for the partner's signature. */
  const [waiting, setWaiting] = useState<readonly number[]>([]);
  const [completed, setCompleted] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const submitting = useRef(false);

  const sign = async ({ option, items, fullName, onSigned }: SigningRequest) => {
    submitting.current = true;
    setBusy(true);
    const toSign = [...items];
    const results = new Map<number, SignOutcome>();
    const changed: FreezeEvent[] = [];
    const reason = (failure: unknown) => problemMessage(failure, dispositionProblems.signError, t);
    const elapsed = startTimer();
    try {
      const termsHash = await computeTermsHash(terms.body);
      const signature = { fullName: fullName.trim().replace(/\s+/g, ' '), consent: true as const, termsVersion: terms.version, termsHash };
      for (const [index, freezeId] of toSign.entries()) {
        setProgress({ current: index + 1, total: toSign.length });
        try {
          changed.push(await services.api.members.signDisposition(member.id, freezeId, { option, signature }, { skipErrorPolicy: true }));
          results.set(freezeId, { ok: true });
        } catch (failure) {
          results.set(freezeId, { ok: false, reason: reason(failure) });
        }
      }
    } catch (failure) {
      for (const freezeId of toSign) if (!results.has(freezeId)) results.set(freezeId, { ok: false, reason: reason(failure) });
    }
    setProgress(null);
    const succeeded = toSign.filter((id) => results.get(id)?.ok === true);
    const before = new Map(freezeEvents.map((e) => [e.id, e.statusId]));
    const unmoved = changed.filter((e) => before.get(e.id) === e.statusId).map((e) => e.id);
    setWaiting((current) => [...current, ...unmoved]);
    telemetry.trackEvent(
      'DispositionSigned',
      { option, outcome: succeeded.length < toSign.length ? 'failure' : unmoved.length === succeeded.length ? 'waitingForPartner' : 'signed' },
      { durationMs: elapsed(), items: toSign.length, failedItems: toSign.length - succeeded.length },
    );
    setRefreshFailed(succeeded.length > 0 ? !(await refreshFreezeEvents(services, member.id, changed)) : false);
    setOutcomes(results);
    setSigned((current) => [...current, ...succeeded]);
    onSigned(succeeded);
    setCompleted(succeeded.length === toSign.length);
    submitting.current = false;
    setBusy(false);
  };

  return { busy, progress, outcomes, signed, waiting, completed, refreshFailed, submitting, sign };
}

// Whether a freeze event is old enough to be offered for thaw and discard. The limit comes
// from the disposition page's content field thawAndDiscardIfOlderThan (hours; spec §9 gives no
// value). Without a limit every item is eligible; an unreadable freeze date never is.
import { parseInstant } from './parseInstant.ts';

const HOUR_MS = 3_600_000;

export function isEligibleForThawAndDiscard(frozenOn: string | Date | null | undefined, now: Date | number, thawAndDiscardIfOlderThanHours: number | null | undefined): boolean {
  const frozen = parseInstant(frozenOn ?? null);
  if (Number.isNaN(frozen)) return false;
  if (thawAndDiscardIfOlderThanHours == null || !Number.isFinite(thawAndDiscardIfOlderThanHours) || thawAndDiscardIfOlderThanHours <= 0) {
    return true;
  }
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return nowMs - frozen > thawAndDiscardIfOlderThanHours * HOUR_MS;
}

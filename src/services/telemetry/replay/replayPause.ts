// Session replay's off switch for sensitive steps (issue 14, spec §9): while a card form or a
// signature is on screen nothing is recorded, whatever the sampling. The switch lives here, apart
// from the recorder (and from rrweb), so screens can use it whether or not replay was ever started:
// a recorder started later finds the switch already on.
import { useLayoutEffect } from 'react';

type Listener = (paused: boolean) => void;

let pauses = 0;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) {
    try {
      listener(pauses > 0);
    } catch {
      // A recorder's failure never reaches the screen that paused it.
    }
  }
}

/** Stops recording until the returned function is called (pauses nest: recording resumes after the last one). */
export function pauseReplay(): () => void {
  pauses += 1;
  if (pauses === 1) notify();
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    pauses -= 1;
    if (pauses === 0) notify();
  };
}

export function isReplayPaused(): boolean {
  return pauses > 0;
}

/** The recorder listens here; returns the unsubscribe. */
export function onReplayPauseChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * No replay while `active` (a card form, a signature step). A layout effect, so recording stops in
 * the same task as the step's first paint — before rrweb's mutation observer hands over the change.
 */
export function useReplayPause(active: boolean): void {
  useLayoutEffect(() => (active ? pauseReplay() : undefined), [active]);
}

// What a console dialog is about, kept while it closes: a Fluent dialog must go from open to closed
// (not be unmounted while open), or its modal focus trap leaves the rest of the page aria-hidden.
// Each opening gets a new key, so the dialog starts fresh (no reason typed before, not busy).
import { useCallback, useState } from 'react';

export interface DialogState<T> {
  /** What the dialog is about (the last one shown, also while it closes); null before the first. */
  value: T | null;
  open: boolean;
  /** Changes with each opening: use it as the dialog's React key. */
  key: number;
  show: (value: T) => void;
  hide: () => void;
}

export function useDialogState<T>(): DialogState<T> {
  const [state, setState] = useState<{ value: T | null; open: boolean; key: number }>({ value: null, open: false, key: 0 });
  const show = useCallback((value: T) => setState((current) => ({ value, open: true, key: current.key + 1 })), []);
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, hide };
}

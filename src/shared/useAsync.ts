// Loads data for a component with cancellation: a late answer for an old request is ignored, and
// an unmounted component aborts its request (style pitfalls: fetching without cancellation). The
// answer is rendered as a transition: React draws what it shows in slices of a few milliseconds,
// yielding to the browser between them, while the loading state stays on screen (issue 16: total
// blocking time). React applies state updates in the order they were made, so a 'loading' set after
// an answer's transition began still wins.
import { startTransition, useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading'; data: undefined; error: undefined } | { status: 'success'; data: T; error: undefined } | { status: 'error'; data: undefined; error: unknown };

export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', data: undefined, error: undefined });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'success', data, error: undefined }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'error', data: undefined, error }));
      },
    );
    return () => controller.abort();
    // The caller's deps decide when to reload; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

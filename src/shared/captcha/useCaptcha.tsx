// The proof-of-work captcha of the anonymous forms (spec §9: a captcha with its badge hidden; issue 15):
// enrolment, forgot username/password and a sign-in after repeated failures. This hook is all a form
// carries in its own chunk; the widget (ALTCHA and its workers) loads only once a form needs a solution.
// `send` gets a solution (waiting for the widget if it is still working), calls the API with it, and
// asks for a fresh one at once, since each solution works once. A solution the API refuses (expired,
// already used) or a call that turns out to need one is tried once more with a new solution.
import { createContext, createElement, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ApiError } from '../../services/http/ApiError.ts';

export interface CaptchaWidgetProps {
  onSolved: (payload: string) => void;
  onFailed: (error: Error) => void;
  /** Starts over with a new challenge (the member asked to try again). */
  onRetry: () => void;
}

const LazyCaptchaWidget = lazy<ComponentType<CaptchaWidgetProps>>(async () =>
  import(/* webpackChunkName: "captcha" */ './CaptchaWidget.tsx').then(
    (m) => ({ default: m.CaptchaWidget }),
    // A chunk that cannot load: the form hears of it when it asks for a solution.
    () => ({ default: CaptchaChunkFailed }),
  ),
);

/** The widget the forms use: ALTCHA, loaded on demand; component tests provide one that answers at once. */
export const CaptchaWidgetSlot = createContext<ComponentType<CaptchaWidgetProps>>(LazyCaptchaWidget);

function CaptchaChunkFailed(props: CaptchaWidgetProps) {
  const { onFailed } = props;
  useEffect(() => onFailed(new CaptchaUnavailableError()), [onFailed]);
  return null;
}

/** The widget could not produce a solution (the chunk or the challenge did not load, or it gave up). */
export class CaptchaUnavailableError extends Error {
  constructor() {
    super('The captcha could not be solved');
    this.name = 'CaptchaUnavailableError';
  }
}

/** The API's answer to a missing (400) or refused (422) solution. */
export function isCaptchaProblem(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'captcha-required' || error.kind === 'captcha-invalid');
}

/** Solutions as the widget produces them, handed out once each. */
class Solutions {
  #payload: string | null = null;
  #waiting: { resolve: (payload: string) => void; reject: (error: Error) => void }[] = [];

  solved(payload: string): void {
    const next = this.#waiting.shift();
    if (next) next.resolve(payload);
    else this.#payload = payload;
  }

  failed(error: Error): void {
    for (const waiter of this.#waiting.splice(0)) waiter.reject(error);
  }

  take(): Promise<string> {
    const payload = this.#payload;
    this.#payload = null;
    if (payload) return Promise.resolve(payload);
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  discard(): void {
    this.#payload = null;
  }
}

export interface Captcha {
  /** Render inside the form: nothing until a solution is needed, then the (hidden) widget and any problem it reports. */
  field: ReactNode;
  /** Calls the API with a solution (`undefined` while none is needed yet); see the header. */
  send: <T>(call: (captcha: string | undefined) => Promise<T>) => Promise<T>;
}

/** `needed`: whether every call needs a solution (enrolment, forgot…) or only once the API asks (sign-in). */
export function useCaptcha(needed: boolean): Captcha {
  // Stable: the default or the one a test provides (never created during render).
  const Widget = useContext(CaptchaWidgetSlot);
  const [active, setActive] = useState(needed);
  const activeRef = useRef(needed);
  const [round, setRound] = useState(0);
  const solutions = useMemo(() => new Solutions(), []);

  const renew = useCallback(() => {
    solutions.discard();
    setRound((n) => n + 1);
  }, [solutions]);

  const send = useCallback(
    async <T,>(call: (captcha: string | undefined) => Promise<T>): Promise<T> => {
      const withSolution = async (retry: boolean): Promise<T> => {
        const payload = await solutions.take();
        renew();
        try {
          return await call(payload);
        } catch (error) {
          if (retry && isCaptchaProblem(error)) return withSolution(false);
          throw error;
        }
      };
      if (activeRef.current) return withSolution(true);
      try {
        return await call(undefined);
      } catch (error) {
        if (!isCaptchaProblem(error)) throw error;
        activeRef.current = true;
        setActive(true);
        return withSolution(false);
      }
    },
    [solutions, renew],
  );

  const onSolved = useCallback((payload: string) => solutions.solved(payload), [solutions]);
  const onFailed = useCallback((error: Error) => solutions.failed(error), [solutions]);
  const field = active ? <Suspense fallback={null}>{createElement(Widget, { key: round, onSolved, onFailed, onRetry: renew })}</Suspense> : null;
  return { field, send };
}

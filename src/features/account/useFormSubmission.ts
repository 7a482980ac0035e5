// The submit lifecycle the person forms share (profile, enrolment, pre-empt register): validate on
// submit, send once at a time, keep everything typed on a failure, put the server's field messages
// next to their fields, and move focus to the error summary.
import { useState } from 'react';
import { ApiError } from '../../services/http/ApiError.ts';
import { describeFailure, mapServerErrors, type FailureKind } from './formErrors.ts';

export interface FormFailure {
  kind: FailureKind;
  other: string[];
}

export interface SubmitOptions {
  /** Client-side problems exist: nothing is sent. */
  hasIssues: boolean;
  send: () => Promise<void>;
  /** Field paths the server's `errors` may name. */
  paths: readonly string[];
  /** Turns the server's field messages (by path) into what the form shows, and may add its own. */
  fieldMessages: (fields: Record<string, string>, error: unknown) => Record<string, string>;
}

export function useFormSubmission() {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  /** A field the member changes loses the server's message about it. */
  const clearServerError = (path: string) =>
    setServerErrors((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });

  const submit = async (options: SubmitOptions): Promise<void> => {
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    if (options.hasIssues) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await options.send();
    } catch (error) {
      const mapped = mapServerErrors(error instanceof ApiError ? error.errors : undefined, options.paths);
      const fields = options.fieldMessages(mapped.fields, error);
      setServerErrors(fields);
      setFailure({ kind: Object.keys(fields).length > 0 ? { kind: 'validation' } : describeFailure(error), other: mapped.other });
      setFocusRequest((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return { submitted, busy, serverErrors, failure, focusRequest, clearServerError, submit };
}

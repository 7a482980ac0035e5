// The error policy of spec §8 as one pure decision; the app applies it (navigation, toasts)
// through injected callbacks so the HTTP layer never touches window.location.
import { SubCode } from '../../../contract/domain/problems.ts';
import type { ApiError } from './ApiError.ts';

export type ErrorAction = { kind: 'silent' } | { kind: 'exitPortal' } | { kind: 'signOut' } | { kind: 'toast'; title: string; message: string | undefined };

export interface ErrorContext {
  hasTokens: boolean;
  skipNotification: boolean;
}

export function decideErrorAction(error: ApiError, context: ErrorContext): ErrorAction {
  if (error.aborted) return { kind: 'silent' };
  if ((error.status === 401 || error.status === 403) && error.subCode === SubCode.centerUnderMaintenance) {
    return { kind: 'exitPortal' };
  }
  if (error.status === 401 || error.status === 403) return { kind: 'signOut' };
  if (error.status === 504 && error.subCode === SubCode.siteUnderMaintenance) {
    return context.hasTokens ? { kind: 'signOut' } : { kind: 'silent' };
  }
  if (error.subCode === SubCode.removeSession) return { kind: 'signOut' };
  if (error.subCode !== undefined) return { kind: 'silent' };
  if (context.skipNotification) return { kind: 'silent' };
  return { kind: 'toast', title: error.title, message: error.detail };
}

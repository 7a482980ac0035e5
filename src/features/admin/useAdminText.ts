// The console's shared words as functions: stored-item status in the staff's words, item and member
// types, options, roles, dates in the spec §9 formats, and any failed call in the reader's language.
import { useMemo } from 'react';
import type { StaffRole } from '../../../contract/api/admin.ts';
import { parseStatus } from '../../../contract/domain/storedItemStatus.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import type { DateTimeOptions } from '../../../contract/domain/dateFormat.ts';
import { adminStrings } from './adminStrings.ts';
import type { Strings as AdminStrings } from './locales/en-US/admin.ts';

/** The stored-item states (and outcomes) parseStatus reads, each with the staff's words. */
type StatusCode = keyof AdminStrings['status'];

export interface AdminText {
  /** A stored item's 24-character status code in words ('Anonymous donation to the clinic — Donated to science'). */
  status: (code: string) => string;
  /** The words of one state (or ADIV sub-outcome) alone, e.g. for the outcomes to choose from. */
  outcome: (code: string) => string;
  itemType: (code: string) => string;
  memberType: (type: string) => string;
  option: (option: string | null) => string;
  role: (role: StaffRole) => string;
  /** Spec §9's long date and time; `{ seconds: false }` to the minute (a time someone plans by, not a record's). */
  dateTime: (iso: string | null | undefined, options?: DateTimeOptions) => string;
  date: (iso: string | null | undefined) => string;
  /** What went wrong, for a person (never the server's English text). */
  error: (error: unknown) => string;
  /** The request id to quote to the support team, when the server gave one. */
  reference: (error: unknown) => string | null;
}

export function useAdminText(): AdminText {
  const { t, i18n } = useNamespace('admin', adminStrings);
  const language = i18n.language;
  return useMemo(() => {
    const stateWords = (state: StatusCode) => t(`status.${state}`);
    return {
      status: (code) => {
        const parsed = parseStatus(code);
        if (!parsed) return t('status.unknown', { code });
        return parsed.sub ? t('status.withOutcome', { state: stateWords(parsed.state), outcome: stateWords(parsed.sub) }) : stateWords(parsed.state);
      },
      outcome: (code) => {
        const parsed = parseStatus(code);
        if (!parsed) return t('status.unknown', { code });
        return stateWords(parsed.sub ?? parsed.state);
      },
      itemType: (code) => t(`itemType.${code}`, { defaultValue: code }),
      memberType: (type) => t(`memberType.${type}`, { defaultValue: type }),
      option: (option) => (option ? t(`option.${option}`, { defaultValue: option }) : t('none')),
      role: (role) => t(`roles.${role}`),
      dateTime: (iso, options) => (iso ? formatDateTime(iso, language, undefined, options) : ''),
      date: (iso) => (iso ? formatDate(iso, language) : ''),
      error: (error) => {
        if (!(error instanceof ApiError)) return t('errors.server');
        if (error.status === 0) return t('errors.network');
        if (error.status === 401) return t('errors.unauthorized');
        if (error.status === 403) return t('errors.forbidden');
        if (error.status === 404) return t('errors.notFound');
        if (error.status === 409) return t('errors.conflict');
        if (error.status === 400) return t('errors.validation');
        if (error.status === 422) return t('errors.notAllowed');
        if (error.status === 429) return t('errors.busy');
        return t('errors.server');
      },
      reference: (error) => (error instanceof ApiError && error.requestId ? t('errors.reference', { requestId: error.requestId }) : null),
    };
  }, [t, language]);
}

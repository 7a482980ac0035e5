// Every content failure becomes one ContentError carrying what spec §8 asks for:
// status, status text, message, details and request id.

export interface ContentErrorInit {
  status: number;
  statusText: string;
  message: string;
  details?: unknown;
  requestId?: string | null;
  /** No answer at all (refused, reset, timed out): retried like a 5xx. */
  connectionFailure?: boolean;
  attempts?: number;
}

export class ContentError extends Error {
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly statusText: string;
  readonly details: unknown;
  readonly requestId: string | null;
  readonly connectionFailure: boolean;
  /** How many attempts were made before giving up. */
  readonly attempts: number;

  constructor(init: ContentErrorInit) {
    super(init.message);
    this.name = 'ContentError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.details = init.details ?? {};
    this.requestId = init.requestId ?? null;
    this.connectionFailure = init.connectionFailure ?? false;
    this.attempts = init.attempts ?? 1;
  }

  withAttempts(attempts: number): ContentError {
    return new ContentError({ ...this.toJSON(), connectionFailure: this.connectionFailure, attempts });
  }

  toJSON(): { status: number; statusText: string; message: string; details: unknown; requestId: string | null } {
    return {
      status: this.status,
      statusText: this.statusText,
      message: this.message,
      details: this.details,
      requestId: this.requestId,
    };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Normalises what the contentful SDK throws. For HTTP errors contentful-sdk-core throws an
 * Error whose message is the JSON of { status, statusText, message, details, requestId };
 * when nothing was answered it rethrows the axios error (no `response`).
 */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof Error) {
    try {
      const data: unknown = JSON.parse(error.message);
      if (isRecord(data) && typeof data.status === 'number') {
        return new ContentError({
          status: data.status,
          statusText: typeof data.statusText === 'string' ? data.statusText : '',
          message: typeof data.message === 'string' && data.message ? data.message : error.name,
          details: data.details,
          requestId: typeof data.requestId === 'string' ? data.requestId : null,
        });
      }
    } catch {
      // not a serialised API error
    }
    const axiosLike = error as Error & { isAxiosError?: boolean; code?: string; response?: unknown };
    if (axiosLike.isAxiosError === true && axiosLike.response === undefined) {
      return new ContentError({
        status: 0,
        statusText: axiosLike.code ?? 'NetworkError',
        message: error.message || 'The content service could not be reached.',
        connectionFailure: true,
      });
    }
    return new ContentError({ status: 0, statusText: error.name, message: error.message });
  }
  return new ContentError({ status: 0, statusText: 'Error', message: String(error) });
}

/** Spec §9: retry on 500–599, on 429 and on connection failures. */
export function isRetryableContentError(error: ContentError): boolean {
  return error.connectionFailure || error.status === 429 || (error.status >= 500 && error.status <= 599);
}

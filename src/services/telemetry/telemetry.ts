// The telemetry facade every part of the SPA calls (issue 14). It is tiny and always loaded; the
// Application Insights SDK is not: `loadTelemetry` imports it after the first paint, and until it
// takes over, calls wait in a short queue. With no connection string in the configuration the
// facade is a no-op and the queue is dropped. Properties are codes only (the scrubbing initializer
// of the SDK module removes anything personal that slips through).
import type { BusinessEvent, EventOutcome } from '../../../contract/domain/telemetryEvents.ts';

/** What the lazily loaded SDK module offers the facade. */
export interface TelemetrySink {
  trackEvent(name: string, properties: Record<string, string>, measurements: Record<string, number>): void;
  trackException(error: Error, properties: Record<string, string>): void;
  trackPageView(template: string): void;
  setClinic(clinicId: number | null): void;
  setAuthenticatedUser(opaqueId: string | null): void;
  setAnalyticsCookies(enabled: boolean): void;
}

type Call = (sink: TelemetrySink) => void;

/** Calls kept while the SDK loads; beyond this the oldest are dropped (a page that never goes idle). */
export const queueLimit = 200;

let sink: TelemetrySink | null = null;
let disabled = false;
let queue: Call[] = [];

function send(call: Call): void {
  if (disabled) return;
  if (sink) {
    try {
      call(sink);
    } catch {
      // Telemetry never breaks the page.
    }
    return;
  }
  queue.push(call);
  if (queue.length > queueLimit) queue.shift();
}

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(typeof error === 'string' ? error : 'A value that is not an Error was thrown');
}

/** The SDK takes over: the queued calls are sent in order, later calls go straight to it. */
export function attachTelemetrySink(next: TelemetrySink): void {
  if (disabled) return;
  sink = next;
  const pending = queue;
  queue = [];
  for (const call of pending) send(call);
}

/** No telemetry this session (no connection string, or the SDK could not load): the queue is dropped. */
export function disableTelemetry(): void {
  disabled = true;
  sink = null;
  queue = [];
}

/** For tests: back to the state of a fresh page. */
export function resetTelemetryForTests(): void {
  disabled = false;
  sink = null;
  queue = [];
}

export function pendingTelemetryCalls(): number {
  return queue.length;
}

/** Milliseconds since `startedAt` (from `startTimer`), rounded. */
export function startTimer(): () => number {
  const startedAt = performance.now();
  return () => Math.round(performance.now() - startedAt);
}

export interface BusinessEventProperties {
  outcome: EventOutcome;
  [code: string]: string;
}

export const telemetry = {
  /** A business event of the catalogue, with its outcome and the action's duration in ms. */
  trackEvent(name: BusinessEvent, properties: BusinessEventProperties, measurements: { durationMs?: number } & Record<string, number> = {}): void {
    const props = { ...properties };
    const values = { ...measurements };
    send((s) => s.trackEvent(name, props, values));
  },

  /** An error the app caught (its error boundary, the boot failure) or one nobody caught. */
  trackException(error: unknown, properties: Record<string, string> = {}): void {
    const value = toError(error);
    const props = { ...properties };
    send((s) => s.trackException(value, props));
  },

  /** A page view, named by its route template (never a concrete address). */
  trackPageView(template: string): void {
    send((s) => s.trackPageView(template));
  },

  /** The clinic of the session, carried by every envelope as `clinicId`. */
  setClinic(clinicId: number | null): void {
    send((s) => s.setClinic(clinicId));
  },

  /**
   * The signed-in member, as an opaque id: SHA-256 of the clinic and the member id (hex, the first 32
   * characters). Null when signed out.
   */
  setAuthenticatedUser(clinicId: number | string | null, memberId: number | string | null): void {
    const generation = ++userGeneration;
    if (memberId === null || clinicId === null) {
      send((s) => s.setAuthenticatedUser(null));
      return;
    }
    if (disabled) return;
    // The hash is computed now and the call placed in order once it is ready; a sign-out meanwhile
    // comes after it, so the last word is the right one.
    const slot: { id: string | null | undefined } = { id: undefined };
    const pending = opaqueUserId(clinicId, memberId).then(
      (id) => (slot.id = id),
      () => (slot.id = null),
    );
    send((s) => {
      if (slot.id !== undefined) s.setAuthenticatedUser(slot.id);
      else void pending.then(() => generation === userGeneration && s.setAuthenticatedUser(slot.id ?? null));
    });
  },

  /** The member's answer to the analytics-cookies question. */
  setAnalyticsCookies(enabled: boolean): void {
    send((s) => s.setAnalyticsCookies(enabled));
  },
};

let userGeneration = 0;

/** SHA-256 (Web Crypto) of `clinic:member`, hex, the first 32 characters: stable per member and clinic, not reversible. */
export async function opaqueUserId(clinicId: number | string, memberId: number | string): Promise<string> {
  const bytes = new TextEncoder().encode(`${String(clinicId)}:${String(memberId)}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

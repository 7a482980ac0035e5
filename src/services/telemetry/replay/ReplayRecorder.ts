// The session recorder of issue 14 (spec §9): rrweb with every text and input masked and media
// blocked, sampled once per browser session (the decision kept in sessionStorage, so a reload keeps
// it). A sampled session uploads its chunks as it goes; any other keeps only its last minute in
// memory and uploads it when an error is reported, then goes on uploading. Chunks leave every ~10 s
// or ~300 events and when the page is hidden; a failed upload is retried a few times, then dropped.
// Nothing here ever throws to the app or shows anything to the member. While a sensitive step is
// on screen (replayPause.ts) rrweb is stopped; it starts again, with a fresh snapshot, afterwards.
import type { record as rrwebRecord } from '@rrweb/record';
import type { ReplayReason } from '../../../../contract/api/telemetry.ts';
import { encodeEvents, type Compress } from './chunkEncoding.ts';
import { isReplayPaused, onReplayPauseChange, pauseReplay } from './replayPause.ts';
import { scrubEvent, type RecordedEvent } from './scrubEvent.ts';

export type RecordFn = typeof rrwebRecord;

/** sessionStorage key of this session's decision: `sampled`, `error` (an error was seen: keep everything) or `off`. */
export const replayDecisionKey = 'portal.replay';
export const flushEveryMs = 10_000;
export const flushAtEvents = 300;
/** What an unsampled session keeps in memory: its last minute (a fresh snapshot every 30 s). */
export const bufferMs = 60_000;
/**
 * A fresh snapshot (a checkout) 30 s after the last one, taken by the recorder when the browser is
 * idle (at once in a hidden page, where nobody is waiting on it and idle callbacks may be held back),
 * and only when something was recorded since the last one. rrweb's own `checkoutEveryNms` took it
 * inside its handler of the next event it recorded — the member's click, keystroke or scroll, or the
 * page's next change — before the page could answer (the first snapshot measured 81–126 ms on the
 * sign-in page and carol's home on a 4× slower CPU).
 */
export const checkoutEveryMs = 30_000;
/** How often the recorder looks whether a checkout is due. */
const checkoutCheckEveryMs = 5_000;
/** Longest wait for an idle moment before a due checkout is taken anyway. */
const checkoutIdleTimeoutMs = 10_000;
/** Fetch's keepalive budget is 64 KiB per page: bigger bodies go without it. */
const keepaliveMaxChars = 60_000;
const retryDelaysMs = [1_000, 4_000, 15_000];
const maxOperationIds = 50;
const operationIdPattern = /^[0-9a-f]{32}$/;

/** Everything rrweb may show as text is masked; media and canvases are blocked (a grey box of their size). */
export const recordSettings = {
  maskAllInputs: true,
  maskTextSelector: '*',
  blockSelector: 'img,picture,video,audio,canvas,svg,iframe,object,embed',
  recordCanvas: false,
  collectFonts: false,
  // Linked stylesheets are recorded as links: copying the compiled stylesheet's rules into every
  // snapshot took about half of its time. The player links the stylesheet of the page playing it.
  inlineStylesheet: false,
  inlineImages: false,
  recordCrossOriginIframes: false,
  slimDOMOptions: {
    script: true,
    comment: true,
    headFavicon: true,
    headWhitespace: true,
    headMetaSocial: true,
    headMetaRobots: true,
    headMetaHttpEquiv: true,
    headMetaVerification: true,
    headMetaAuthorship: true,
    headMetaDescKeywords: true,
  },
  sampling: { mousemove: 200, scroll: 200, input: 'last' as const },
} as const;

export interface ReplayController {
  /** An error happened: keep this session's last minute and everything after (reason `error`). */
  markError(): void;
  /** No recording until the returned function is called (a sensitive step is on screen). */
  pause(): () => void;
  /** Ends recording and sends what is left. */
  stop(): void;
}

export interface ReplayOptions {
  /** Share of sessions recorded throughout (0..1). */
  sampleRate: number;
  /** The clinic of the page, for the caller's bookkeeping; not sent — the API takes the clinic from the site address. */
  clinicId?: number | null;
  /** The telemetry session id (ai.session.id) the chunks are filed under. */
  getSessionId: () => string;
  /** The current operation id (32 hex digits), to link chunks with traces; null when none. */
  getOperationId: () => string | null;
  /** Base address of the uploads (default `/api/Telemetry/Replays`). */
  uploadUrl?: string;
  /**
   * Whether this session's decision may be kept in sessionStorage (default true). false where storage
   * used only for analytics waits for the member's consent: the decision then lives as long as the page.
   */
  persistDecision?: boolean;
}

export type Send = (url: string, body: string, keepalive: boolean) => Promise<{ ok: boolean; status: number; retryAfterSeconds?: number }>;

export interface RecorderDeps {
  record: RecordFn;
  compress: Compress;
  send: Send;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  random: () => number;
  newReplayId: () => string;
  /** Runs work when the browser is idle (default: requestIdleCallback with a timeout, else a timer). */
  whenIdle?: (work: () => void) => void;
  /** Where page hide is heard (window/document); null in tests that drive flushes themselves. */
  page: { window: Pick<Window, 'addEventListener' | 'removeEventListener'>; document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> } | null;
}

interface Segment {
  events: RecordedEvent[];
  operationIds: Set<string>;
}

export const sendWithFetch: Send = async (url, body, keepalive) => {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive, credentials: 'omit' });
  const retryAfter = Number(response.headers.get('Retry-After'));
  return { ok: response.ok, status: response.status, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) };
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ReplayRecorder implements ReplayController {
  readonly #o: ReplayOptions;
  readonly #d: RecorderDeps;
  readonly #replayId: string;
  readonly #baseUrl: string;
  /** upload: chunks leave as they fill; buffer: only the last minute is kept, in segments from one snapshot to the next. */
  #mode: 'upload' | 'buffer';
  #reason: ReplayReason;
  #segments: Segment[] = [];
  #pending: Segment = { events: [], operationIds: new Set() };
  #sequence = 0;
  #queue: Promise<void> = Promise.resolve();
  #stopRecording: (() => void) | null = null;
  #stopped = false;
  #resumeTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #flushTimer: ReturnType<typeof setInterval>;
  readonly #checkoutTimer: ReturnType<typeof setInterval>;
  /** Events recorded since the last snapshot (no checkout when nothing changed), and when it was taken. */
  #sinceSnapshot = 0;
  #snapshotAt = 0;
  /** A checkout waiting for an idle moment: none is asked for twice. */
  #checkoutAsked = false;
  readonly #unsubscribePause: () => void;
  readonly #onHidden = () => {
    if (!this.#d.page || this.#d.page.document.visibilityState === 'hidden') void this.flush(true);
  };

  constructor(options: ReplayOptions, deps: RecorderDeps) {
    this.#o = options;
    this.#d = deps;
    this.#replayId = deps.newReplayId();
    this.#baseUrl = (options.uploadUrl ?? '/api/Telemetry/Replays').replace(/\/+$/, '');
    const decision = this.#decide();
    this.#mode = decision === 'off' ? 'buffer' : 'upload';
    this.#reason = decision === 'error' ? 'error' : 'sampled';
    this.#flushTimer = setInterval(() => void this.flush(false), flushEveryMs);
    this.#checkoutTimer = setInterval(() => this.#checkoutWhenIdle(), checkoutCheckEveryMs);
    this.#unsubscribePause = onReplayPauseChange((paused) => (paused ? this.#pauseRecording() : this.#scheduleResume()));
    deps.page?.document.addEventListener('visibilitychange', this.#onHidden);
    deps.page?.window.addEventListener('pagehide', this.#onHidden);
    if (!isReplayPaused()) this.#startRecording();
  }

  get replayId(): string {
    return this.#replayId;
  }

  get mode(): 'upload' | 'buffer' {
    return this.#mode;
  }

  /** Events held in memory (the rolling buffer, or the chunk being filled). */
  get heldEvents(): readonly RecordedEvent[] {
    return this.#mode === 'buffer' ? this.#segments.flatMap((segment) => segment.events) : this.#pending.events;
  }

  /** The decision of this browser session: made once, kept in sessionStorage. */
  #decide(): 'sampled' | 'error' | 'off' {
    const stored = this.#safe(() => this.#d.storage?.getItem(replayDecisionKey) ?? null, null);
    if (stored === 'sampled' || stored === 'error' || stored === 'off') return stored;
    const decision = this.#d.random() < this.#o.sampleRate ? 'sampled' : 'off';
    this.#safe(() => this.#d.storage?.setItem(replayDecisionKey, decision), undefined);
    return decision;
  }

  #safe<T>(work: () => T, fallback: T): T {
    try {
      return work();
    } catch {
      return fallback;
    }
  }

  #startRecording(): void {
    if (this.#stopped || this.#stopRecording) return;
    this.#stopRecording = () => undefined;
    const stop = this.#safe(
      () =>
        this.#d.record<RecordedEvent>({
          ...recordSettings,
          emit: (event) => this.#take(event),
          errorHandler: () => true,
        }),
      undefined,
    );
    this.#stopRecording = stop ?? null;
  }

  #pauseRecording(mark = true): void {
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = null;
    const stop = this.#stopRecording;
    if (!stop) return;
    // Marks the gap in the replay (a sensitive step was on screen).
    if (mark) this.#safe(() => this.#d.record.addCustomEvent('portal-replay-paused', {}), undefined);
    this.#stopRecording = null;
    this.#safe(stop, undefined);
  }

  /** After the sensitive step has left the page (its unmount is finished), a fresh snapshot. */
  #scheduleResume(): void {
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = setTimeout(() => {
      this.#resumeTimer = null;
      if (!isReplayPaused()) this.#startRecording();
    }, 0);
  }

  #take(raw: RecordedEvent): void {
    if (this.#stopped || !this.#stopRecording) return;
    // A snapshot (meta, then the full snapshot) starts over; an incremental event (3) is a change since.
    if (raw.type === 4 || raw.type === 2) {
      this.#sinceSnapshot = 0;
      this.#snapshotAt = Date.now();
    } else if (raw.type === 3) this.#sinceSnapshot += 1;
    const event = this.#safe(() => scrubEvent(raw), null);
    if (!event) return;
    const operationId = this.#safe(() => this.#o.getOperationId(), null);
    if (this.#mode === 'buffer') {
      // A meta event starts every snapshot (the first, and each 30-s checkout): a new segment.
      const last = this.#segments.at(-1);
      const segment = event.type === 4 || !last ? { events: [], operationIds: new Set<string>() } : last;
      if (segment !== last) this.#segments.push(segment);
      segment.events.push(event);
      if (operationId && operationIdPattern.test(operationId)) segment.operationIds.add(operationId);
      // Older segments go once the next one alone covers the last minute.
      while (this.#segments.length > 1 && this.#segments[1]!.events[0]!.timestamp <= event.timestamp - bufferMs) this.#segments.shift();
      return;
    }
    this.#pending.events.push(event);
    if (operationId && operationIdPattern.test(operationId)) this.#pending.operationIds.add(operationId);
    if (this.#pending.events.length >= flushAtEvents) void this.flush(false);
  }

  #checkoutWhenIdle(): void {
    const due = () => !this.#stopped && this.#stopRecording !== null && this.#sinceSnapshot > 0 && Date.now() - this.#snapshotAt >= checkoutEveryMs;
    if (this.#checkoutAsked || !due()) return;
    const take = () => {
      this.#checkoutAsked = false;
      if (due()) this.#safe(() => this.#d.record.takeFullSnapshot(true), undefined);
    };
    this.#checkoutAsked = true;
    if (this.#d.page?.document.visibilityState === 'hidden') take();
    else if (this.#d.whenIdle) this.#d.whenIdle(take);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(take, { timeout: checkoutIdleTimeoutMs });
    else setTimeout(take, 0);
  }

  markError(): void {
    if (this.#stopped) return;
    this.#reason = 'error';
    this.#safe(() => this.#d.storage?.setItem(replayDecisionKey, 'error'), undefined);
    if (this.#mode === 'buffer') {
      this.#mode = 'upload';
      const kept = this.#segments;
      this.#segments = [];
      this.#pending = {
        events: [...kept.flatMap((segment) => segment.events), ...this.#pending.events],
        operationIds: new Set([...kept.flatMap((segment) => [...segment.operationIds]), ...this.#pending.operationIds]),
      };
    }
    void this.flush(false);
  }

  pause(): () => void {
    // The module-level switch, so a step that paused before replay started is honoured too.
    return pauseReplay();
  }

  stop(): void {
    if (this.#stopped) return;
    this.#pauseRecording(false);
    void this.flush(true);
    this.#stopped = true;
    clearInterval(this.#flushTimer);
    clearInterval(this.#checkoutTimer);
    this.#unsubscribePause();
    this.#d.page?.document.removeEventListener('visibilitychange', this.#onHidden);
    this.#d.page?.window.removeEventListener('pagehide', this.#onHidden);
  }

  /** Sends what is pending (upload mode only); `leaving`: the page is being hidden or closed. */
  flush(leaving: boolean): Promise<void> {
    if (this.#stopped || this.#mode !== 'upload' || this.#pending.events.length === 0) return this.#queue;
    const batch = this.#pending;
    this.#pending = { events: [], operationIds: new Set() };
    const reason = this.#reason;
    this.#queue = this.#queue.then(() => this.#encodeAndSend(batch, reason, leaving)).catch(() => undefined);
    return this.#queue;
  }

  async #encodeAndSend(batch: Segment, reason: ReplayReason, leaving: boolean): Promise<void> {
    const pieces = await encodeEvents(batch.events, this.#d.compress);
    const sessionId = this.#o.getSessionId();
    const operationIds = [...batch.operationIds].slice(-maxOperationIds);
    for (const piece of pieces) {
      const first = piece.events[0]!;
      const last = piece.events.at(-1)!;
      const body = JSON.stringify({
        sessionId,
        sequence: this.#sequence++,
        reason,
        operationIds,
        startedAtUtc: new Date(first.timestamp).toISOString(),
        endedAtUtc: new Date(Math.max(last.timestamp, first.timestamp)).toISOString(),
        eventsGzipBase64: piece.gzipBase64,
      });
      // Not awaited: a slow or failing upload never holds the next chunk back.
      void this.#upload(body, leaving);
    }
  }

  async #upload(body: string, leaving: boolean): Promise<void> {
    const url = `${this.#baseUrl}/${this.#replayId}/Chunks`;
    for (let attempt = 0; ; attempt += 1) {
      let retryAfterMs = 0;
      try {
        const result = await this.#d.send(url, body, leaving && body.length <= keepaliveMaxChars);
        if (result.ok) return;
        // A refused chunk (400, 409, 413) would be refused again: dropped.
        if (result.status !== 429 && result.status !== 408 && result.status < 500) return;
        retryAfterMs = (result.retryAfterSeconds ?? 0) * 1000;
      } catch {
        // The network failed: retried like a 5xx.
      }
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || leaving) return;
      await sleep(Math.min(Math.max(delay, retryAfterMs), 60_000));
    }
  }
}

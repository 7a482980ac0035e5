// The session recorder (issue 14) with rrweb's `record` replaced by a stand-in the test drives: the
// per-session sampling decision, the rolling last minute of an unsampled session and its upload on
// an error, chunking (every 300 events; splitting what is over the gzip limit), masking of
// attributes and addresses, retries, and the pause switch / hook that stops recording on sensitive steps.
import { gunzipSync, gzipSync } from 'node:zlib';
import { render } from '@testing-library/react';
import { encodeEvents } from '../../../src/services/telemetry/replay/chunkEncoding.ts';
import { isReplayPaused, pauseReplay, useReplayPause } from '../../../src/services/telemetry/replay/index.ts';
import {
  ReplayRecorder,
  checkoutEveryMs,
  flushAtEvents,
  replayDecisionKey,
  type RecordFn,
  type RecorderDeps,
  type Send,
} from '../../../src/services/telemetry/replay/ReplayRecorder.ts';
import type { RecordedEvent } from '../../../src/services/telemetry/replay/scrubEvent.ts';
import { memoryStorage } from '../support/memoryStorage';

interface Upload {
  url: string;
  body: { sessionId: string; sequence: number; reason: string; operationIds: string[]; startedAtUtc: string; endedAtUtc: string; eventsGzipBase64: string };
  events: RecordedEvent[];
  keepalive: boolean;
}

function fakeRrweb() {
  const state: { emit: ((event: RecordedEvent) => void) | null; starts: number; stops: number; options: Record<string, unknown> | null; checkouts: (boolean | undefined)[] } = {
    emit: null,
    starts: 0,
    stops: 0,
    options: null,
    checkouts: [],
  };
  const record = ((options: { emit: (event: RecordedEvent) => void }) => {
    state.starts += 1;
    state.options = options;
    state.emit = options.emit;
    return () => {
      state.stops += 1;
      state.emit = null;
    };
  }) as unknown as RecordFn;
  (record as unknown as { addCustomEvent: (tag: string, payload: unknown) => void }).addCustomEvent = (tag, payload) =>
    state.emit?.({ type: 5, timestamp: Date.now(), data: { tag, payload } });
  // As rrweb: a snapshot is a meta event, then the full snapshot.
  (record as unknown as { takeFullSnapshot: (isCheckout?: boolean) => void }).takeFullSnapshot = (isCheckout) => {
    state.checkouts.push(isCheckout);
    state.emit?.(meta(Date.now()));
    state.emit?.({ type: 2, timestamp: Date.now(), data: {} });
  };
  return { record, state };
}

function setup(options: {
  sampleRate: number;
  random?: number;
  storage?: Storage;
  send?: Send;
  operationId?: string | null;
  whenIdle?: RecorderDeps['whenIdle'];
  hidden?: boolean;
}) {
  const rrweb = fakeRrweb();
  const uploads: Upload[] = [];
  const storage = options.storage ?? memoryStorage();
  const send: Send =
    options.send ??
    ((url, body, keepalive) => {
      const parsed = JSON.parse(body) as Upload['body'];
      uploads.push({ url, body: parsed, keepalive, events: JSON.parse(gunzipSync(Buffer.from(parsed.eventsGzipBase64, 'base64')).toString()) as RecordedEvent[] });
      return Promise.resolve({ ok: true, status: 202 });
    });
  const deps: RecorderDeps = {
    record: rrweb.record,
    compress: (bytes) => Promise.resolve(new Uint8Array(gzipSync(bytes))),
    send,
    storage,
    random: () => options.random ?? 0.5,
    newReplayId: () => 'ab'.repeat(16),
    page: options.hidden
      ? {
          window: { addEventListener: () => undefined, removeEventListener: () => undefined },
          document: { visibilityState: 'hidden', addEventListener: () => undefined, removeEventListener: () => undefined },
        }
      : null,
    ...(options.whenIdle ? { whenIdle: options.whenIdle } : {}),
  };
  const recorder = new ReplayRecorder(
    { sampleRate: options.sampleRate, getSessionId: () => 'session-1', getOperationId: () => options.operationId ?? null, uploadUrl: '/api/Telemetry/Replays' },
    deps,
  );
  return { recorder, rrweb, uploads, storage };
}

const meta = (timestamp: number): RecordedEvent => ({ type: 4, timestamp, data: { href: 'http://northside.localhost/member/home?token=secret#x', width: 1, height: 1 } });
const move = (timestamp: number): RecordedEvent => ({ type: 3, timestamp, data: { source: 1, positions: [] } });
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  jest.useRealTimers();
});

describe('sampling', () => {
  test('decided once per session and kept in sessionStorage', () => {
    const sampled = setup({ sampleRate: 0.1, random: 0.05 });
    expect(sampled.storage.getItem(replayDecisionKey)).toBe('sampled');
    expect(sampled.recorder.mode).toBe('upload');
    sampled.recorder.stop();

    const unsampled = setup({ sampleRate: 0.1, random: 0.5 });
    expect(unsampled.storage.getItem(replayDecisionKey)).toBe('off');
    expect(unsampled.recorder.mode).toBe('buffer');
    unsampled.recorder.stop();

    // A reload keeps the decision, whatever the dice say now.
    const reloaded = setup({ sampleRate: 0.1, random: 0.0, storage: memoryStorage({ [replayDecisionKey]: 'off' }) });
    expect(reloaded.recorder.mode).toBe('buffer');
    reloaded.recorder.stop();
    const afterError = setup({ sampleRate: 0, random: 0.9, storage: memoryStorage({ [replayDecisionKey]: 'error' }) });
    expect(afterError.recorder.mode).toBe('upload');
    afterError.recorder.stop();
  });

  test('rrweb is asked to mask all text and inputs and to block media', () => {
    const { rrweb, recorder } = setup({ sampleRate: 1, random: 0 });
    expect(rrweb.state.options).toMatchObject({ maskAllInputs: true, maskTextSelector: '*', recordCanvas: false, inlineImages: false, collectFonts: false });
    expect(String(rrweb.state.options?.blockSelector)).toEqual(expect.stringContaining('img'));
    for (const tag of ['video', 'audio', 'canvas', 'svg', 'iframe']) expect(String(rrweb.state.options?.blockSelector).split(',')).toContain(tag);
    recorder.stop();
  });
});

describe('checkouts (a fresh snapshot every 30 s)', () => {
  test('are taken 30 s after the last snapshot when the browser is idle, not inside an event rrweb records, and only when something changed', () => {
    jest.useFakeTimers();
    try {
      const idle: (() => void)[] = [];
      const { recorder, rrweb } = setup({ sampleRate: 0, whenIdle: (work) => idle.push(work) });
      expect(rrweb.state.options).not.toHaveProperty('checkoutEveryNms');
      const emit = (event: RecordedEvent) => rrweb.state.emit!(event);
      emit(meta(0));
      emit({ type: 2, timestamp: 1, data: {} });
      jest.advanceTimersByTime(checkoutEveryMs * 2);
      expect(idle).toHaveLength(0); // nothing changed since the snapshot
      emit(move(61_000));
      jest.advanceTimersByTime(checkoutEveryMs);
      expect(idle).toHaveLength(1); // asked once, however many checks pass before the browser is idle
      expect(rrweb.state.checkouts).toEqual([]); // not until the browser is idle
      idle.shift()!();
      expect(rrweb.state.checkouts).toEqual([true]);
      expect(recorder.heldEvents.at(-2)?.type).toBe(4); // the checkout starts a segment of the buffer
      emit(move(95_000));
      jest.advanceTimersByTime(checkoutEveryMs - 10_000);
      expect(idle).toHaveLength(0); // not due: the last snapshot is under 30 s old
      // While a sensitive step is on screen, rrweb is stopped: no checkout.
      const resume = recorder.pause();
      jest.advanceTimersByTime(checkoutEveryMs);
      expect(idle).toHaveLength(0);
      resume();
      recorder.stop();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  test('in a hidden page a due checkout is taken at once (nobody waits on it; idle moments may be held back)', () => {
    jest.useFakeTimers();
    try {
      const idle: (() => void)[] = [];
      const { recorder, rrweb } = setup({ sampleRate: 0, whenIdle: (work) => idle.push(work), hidden: true });
      rrweb.state.emit!(meta(0));
      rrweb.state.emit!(move(1));
      jest.advanceTimersByTime(checkoutEveryMs + 5_000);
      expect(rrweb.state.checkouts).toEqual([true]);
      expect(idle).toHaveLength(0);
      recorder.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the last minute of an unsampled session', () => {
  test('only the snapshots covering the last 60 s are held, nothing is sent until an error', async () => {
    const { recorder, rrweb, uploads } = setup({ sampleRate: 0, operationId: 'c'.repeat(32) });
    const emit = (event: RecordedEvent) => rrweb.state.emit!(event);
    // Snapshots every 30 s (the checkouts), a move every 10 s, for three minutes.
    for (let t = 0; t <= 180_000; t += 10_000) {
      if (t % 30_000 === 0) emit(meta(t));
      emit(move(t + 1));
    }
    await settle();
    expect(uploads).toHaveLength(0);
    const held = recorder.heldEvents;
    // Starts at a snapshot no later than a minute before the last event, and no older than it needs.
    expect(held[0]!.type).toBe(4);
    expect(held[0]!.timestamp).toBeLessThanOrEqual(180_001 - 60_000);
    expect(held[0]!.timestamp).toBeGreaterThan(180_001 - 90_000);

    recorder.markError();
    await settle();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.body.reason).toBe('error');
    expect(uploads[0]!.body.operationIds).toEqual(['c'.repeat(32)]);
    expect(uploads[0]!.events.map((event) => event.timestamp)).toEqual(held.map((event) => event.timestamp));
    expect(uploads[0]!.url).toBe(`/api/Telemetry/Replays/${'ab'.repeat(16)}/Chunks`);
    // …and recording goes on uploading.
    for (let i = 0; i < flushAtEvents; i += 1) emit(move(200_000 + i));
    await settle();
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.body).toMatchObject({ sequence: 1, reason: 'error' });
    recorder.stop();
  });
});

describe('chunks', () => {
  test('a sampled session sends every 300 events and the rest on stop, with the page address masked', async () => {
    const { recorder, rrweb, uploads } = setup({ sampleRate: 1, random: 0 });
    rrweb.state.emit!(meta(1_000));
    for (let i = 1; i < flushAtEvents + 5; i += 1) rrweb.state.emit!(move(1_000 + i));
    await settle();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.events).toHaveLength(flushAtEvents);
    expect((uploads[0]!.events[0]!.data as { href: string }).href).toBe('http://northside.localhost/member/home');
    expect(uploads[0]!.body).toMatchObject({ sessionId: 'session-1', sequence: 0, reason: 'sampled', startedAtUtc: new Date(1_000).toISOString() });
    recorder.stop();
    await settle();
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.events).toHaveLength(5);
    expect(uploads[1]!.keepalive).toBe(true);
  });

  test('a batch over the gzip limit is split into pieces under it, in order; an event too big alone is dropped', async () => {
    const compress = (bytes: Uint8Array) => Promise.resolve(new Uint8Array(gzipSync(bytes, { level: 0 })));
    const events = Array.from({ length: 40 }, (_, index) => ({ type: 3, timestamp: index, data: { filler: 'x'.repeat(1000) } }));
    const pieces = await encodeEvents(events, compress, 8 * 1024);
    expect(pieces.length).toBeGreaterThan(4);
    for (const piece of pieces) expect(Buffer.from(piece.gzipBase64, 'base64').length).toBeLessThanOrEqual(8 * 1024);
    expect(pieces.flatMap((piece) => piece.events)).toEqual(events);
    expect(await encodeEvents([{ type: 2, timestamp: 0, data: { filler: 'y'.repeat(20_000) } }], compress, 8 * 1024)).toEqual([]);
  });

  test('attributes that can carry words are masked; structure stays', async () => {
    const { recorder, rrweb, uploads } = setup({ sampleRate: 1, random: 0 });
    rrweb.state.emit!({
      type: 2,
      timestamp: 5,
      data: {
        node: {
          type: 0,
          childNodes: [
            {
              type: 2,
              tagName: 'a',
              attributes: { class: 'link', href: '/member/pay?amount=125', title: 'Carol Couple', 'aria-label': 'Pay $125.00', 'data-name': 'carol' },
              childNodes: [],
            },
          ],
        },
      },
    });
    rrweb.state.emit!({
      type: 3,
      timestamp: 6,
      data: { source: 0, adds: [], removes: [], texts: [], attributes: [{ id: 3, attributes: { placeholder: 'carol.couple', class: 'x' } }] },
    });
    recorder.stop();
    await settle();
    const json = JSON.stringify(uploads.flatMap((upload) => upload.events));
    for (const word of ['Carol', 'carol', '125', 'amount']) expect(json).not.toContain(word);
    expect(json).toContain('"class":"link"');
    expect(json).toContain('"href":"/member/pay"');
  });

  test('a failed upload is retried with backoff, a refused one is not, and neither reaches the app', async () => {
    jest.useFakeTimers();
    const statuses = [503, 500, 202];
    const calls: number[] = [];
    const send: Send = () => {
      const status = statuses.shift() ?? 202;
      calls.push(status);
      return Promise.resolve({ ok: status < 300, status });
    };
    const { recorder, rrweb } = setup({ sampleRate: 1, random: 0, send });
    rrweb.state.emit!(meta(1));
    void recorder.flush(false);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([503, 500, 202]);

    const refused: number[] = [];
    const second = setup({ sampleRate: 1, random: 0, send: () => (refused.push(400), Promise.resolve({ ok: false, status: 400 })) });
    second.rrweb.state.emit!(meta(1));
    void second.recorder.flush(false);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refused).toHaveLength(1);

    const broken = setup({ sampleRate: 1, random: 0, send: () => Promise.reject(new Error('offline')) });
    broken.rrweb.state.emit!(meta(1));
    await expect(broken.recorder.flush(false)).resolves.toBeUndefined();
    await jest.advanceTimersByTimeAsync(60_000);
    recorder.stop();
    second.recorder.stop();
    broken.recorder.stop();
  });
});

describe('pausing on sensitive steps', () => {
  function CardStep({ open }: { open: boolean }) {
    useReplayPause(open);
    return open ? <p>card form</p> : null;
  }

  test('the hook stops rrweb while the step is shown and starts a fresh recording after it', async () => {
    const { recorder, rrweb, uploads } = setup({ sampleRate: 1, random: 0 });
    expect(rrweb.state.starts).toBe(1);
    const view = render(<CardStep open={true} />);
    expect(isReplayPaused()).toBe(true);
    expect(rrweb.state.stops).toBe(1);
    expect(rrweb.state.emit).toBeNull();
    view.rerender(<CardStep open={false} />);
    expect(isReplayPaused()).toBe(false);
    await settle();
    expect(rrweb.state.starts).toBe(2);
    recorder.stop();
    await settle();
    const tags = uploads.flatMap((upload) => upload.events).map((event) => (event.data as { tag?: string }).tag);
    expect(tags).toContain('portal-replay-paused');
    view.unmount();
  });

  test('a step paused before replay starts is honoured; pauses nest; resuming twice is harmless', async () => {
    const resumeA = pauseReplay();
    const { recorder, rrweb } = setup({ sampleRate: 1, random: 0 });
    expect(rrweb.state.starts).toBe(0);
    const resumeB = recorder.pause();
    resumeA();
    resumeA();
    await settle();
    expect(rrweb.state.starts).toBe(0);
    resumeB();
    await settle();
    expect(rrweb.state.starts).toBe(1);
    recorder.stop();
  });
});

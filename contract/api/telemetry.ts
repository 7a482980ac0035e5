// Telemetry (issue 14): session replay uploads from the SPA, and the support dashboards of the staff
// console. The dashboards read the same panels from Log Analytics (KQL) in Azure and from the
// ingestion emulator's store here, behind one interface; a ClinicAdmin sees only their clinics'
// telemetry, Support and PlatformAdmin every clinic's.
import { Type, type Static } from '@sinclair/typebox';
import { IdParam, Nullable } from './common.ts';

/** A W3C trace id, as Application Insights uses it for the operation id: 32 lower-case hex digits. */
export const OperationId = Type.String({ pattern: '^[0-9a-f]{32}$' });
/** A replay id: 32 lower-case hex digits, made by the browser. */
export const ReplayId = Type.String({ pattern: '^[0-9a-f]{32}$' });
/** The SDK's session id (ai.session.id): short letters, digits, + / = made by the SDK. */
export const SessionId = Type.String({ pattern: '^[A-Za-z0-9+/=_-]{1,64}$' });

// ---------------------------------------------------------------------------------------------
// Session replay: POST /api/Telemetry/Replays/:replayId/Chunks (anonymous as well as signed in — a
// failure on the login page is kept too). The clinic is the one of the request's site address,
// never the body's word. Rate limited per address; a chunk is at most 256 KiB of gzip.

export const ReplayReason = Type.Union([Type.Literal('sampled'), Type.Literal('error')]);
export type ReplayReason = Static<typeof ReplayReason>;

export const ReplayChunkParams = Type.Object({ replayId: ReplayId });

export const ReplayChunk = Type.Object(
  {
    sessionId: SessionId,
    /** 0, 1, 2… in the order recorded; a chunk sent twice replaces itself. */
    sequence: Type.Integer({ minimum: 0, maximum: 10_000 }),
    reason: ReplayReason,
    /** The operation ids (page views and failed calls) this chunk's time covers, to drill from a trace. */
    operationIds: Type.Array(OperationId, { maxItems: 50 }),
    /** When the first and the last event of the chunk were recorded (UTC ISO). */
    startedAtUtc: Type.String({ format: 'date-time' }),
    endedAtUtc: Type.String({ format: 'date-time' }),
    /** The chunk's rrweb events as gzip JSON, base64 (masked in the browser: no text, no input, no media). */
    eventsGzipBase64: Type.String({ minLength: 1, maxLength: 350_000 }),
  },
  { additionalProperties: false },
);
export type ReplayChunk = Static<typeof ReplayChunk>;

export const ReplayChunkAccepted = Type.Object({ replayId: ReplayId, sequence: Type.Integer() });

// ---------------------------------------------------------------------------------------------
// Dashboards: GET /api/Admin/Telemetry/Overview, /Operations/:operationId, /Replays/:replayId.

export const TelemetryQuery = Type.Object({
  /** Start and end of the time range (UTC ISO); at most 31 days; default the last 24 hours. */
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  /** One clinic (must be one of the caller's); all of the caller's clinics when absent. */
  clinicId: Type.Optional(IdParam),
});
export type TelemetryQuery = Static<typeof TelemetryQuery>;

const Bucket = { bucketStartUtc: Type.String(), clinicId: Type.Union([Type.Integer(), Type.Null()]) };

export const SignInBucket = Type.Object({ ...Bucket, succeeded: Type.Integer(), failed: Type.Integer() });
export const RouteHealth = Type.Object({
  /** The route template (`GET /api/Members/{memberId}/…`), never a concrete URL. */
  route: Type.String(),
  requests: Type.Integer(),
  failed: Type.Integer(),
  /** failed / requests, 0..1. */
  errorRate: Type.Number(),
  p95Ms: Type.Number(),
});
export const PageVitals = Type.Object({
  /** The SPA route template (`/member/home`), never a concrete URL. */
  route: Type.String(),
  samples: Type.Integer(),
  lcpP75Ms: Type.Union([Type.Number(), Type.Null()]),
  inpP75Ms: Type.Union([Type.Number(), Type.Null()]),
});
export const DeclineBucket = Type.Object({ ...Bucket, declined: Type.Integer() });
export const ExceptionGroup = Type.Object({
  /** The exception's type and scrubbed message. */
  message: Type.String(),
  role: Type.String(),
  count: Type.Integer(),
  lastSeenUtc: Type.String(),
  /** The operation of the latest occurrence, to drill into. */
  operationId: Nullable(OperationId),
});
export const FailedOperation = Type.Object({
  operationId: OperationId,
  timeUtc: Type.String(),
  /** A request's route template, a page's route, or an exception's type. */
  name: Type.String(),
  resultCode: Nullable(Type.String()),
  clinicId: Type.Union([Type.Integer(), Type.Null()]),
  role: Type.String(),
  hasReplay: Type.Boolean(),
});

export const TelemetryOverview = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Width of the time buckets of the series (minutes). */
  bucketMinutes: Type.Integer(),
  /** Where the numbers come from: the emulator's store here, Log Analytics in Azure. */
  source: Type.Union([Type.Literal('emulator'), Type.Literal('log-analytics')]),
  signIns: Type.Array(SignInBucket),
  apiRoutes: Type.Array(RouteHealth),
  slowPages: Type.Array(PageVitals),
  paymentDeclines: Type.Array(DeclineBucket),
  exceptions: Type.Array(ExceptionGroup),
  failedOperations: Type.Array(FailedOperation),
});
export type TelemetryOverview = Static<typeof TelemetryOverview>;

export const OperationParams = Type.Object({ operationId: OperationId });

export const TraceItemKind = Type.Union(['pageView', 'request', 'dependency', 'exception', 'event', 'trace', 'metric'].map((k) => Type.Literal(k)));
export const TraceItem = Type.Object({
  kind: TraceItemKind,
  /** portal-spa or portal-api. */
  role: Type.String(),
  /** Route template, dependency name (`SELECT members`, `POST PayPal /v2/checkout/orders`), event or exception type. */
  name: Type.String(),
  /** A dependency's target (host or database), null otherwise. */
  target: Nullable(Type.String()),
  startUtc: Type.String(),
  durationMs: Type.Union([Type.Number(), Type.Null()]),
  success: Type.Union([Type.Boolean(), Type.Null()]),
  resultCode: Nullable(Type.String()),
  /** The item's own id and its parent's (to draw the tree). */
  id: Nullable(Type.String()),
  parentId: Nullable(Type.String()),
});
export type TraceItem = Static<typeof TraceItem>;

export const ReplayRef = Type.Object({ replayId: ReplayId, reason: ReplayReason, startedAtUtc: Type.String(), chunks: Type.Integer() });

export const OperationTrace = Type.Object({
  operationId: OperationId,
  clinicId: Type.Union([Type.Integer(), Type.Null()]),
  items: Type.Array(TraceItem),
  replay: Type.Union([ReplayRef, Type.Null()]),
});
export type OperationTrace = Static<typeof OperationTrace>;

export const ReplayParams = Type.Object({ replayId: ReplayId });

/** A kept replay: its rrweb events in order (still masked), for rrweb-player. */
export const ReplayEvents = Type.Object({
  replayId: ReplayId,
  reason: ReplayReason,
  startedAtUtc: Type.String(),
  /** rrweb eventWithTime objects, as recorded. */
  events: Type.Array(Type.Unknown()),
});
export type ReplayEvents = Static<typeof ReplayEvents>;

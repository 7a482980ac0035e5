// The Fastify (pino) logger's records as Application Insights traces (issue 14). The distro collects
// console, bunyan and winston records but not pino's, so the logger writes to this stream: every
// line still goes to standard output as before, and records other than Fastify's per-request
// "incoming request" / "request completed" (the request telemetry already says that) are emitted as
// OpenTelemetry log records in the caller's context — a record written while a request is handled
// carries that request's operation id. Only the message, the level and a few coded fields travel;
// the scrubbing log processor masks what is left.
import { logs, SeverityNumber, type AnyValueMap } from '@opentelemetry/api-logs';

interface PinoRecord {
  level?: number;
  msg?: unknown;
  err?: { type?: unknown };
  res?: { statusCode?: unknown };
  [field: string]: unknown;
}

/** pino's numeric levels to OpenTelemetry severities. */
function severityOf(level: number): { number: SeverityNumber; text: string } {
  if (level >= 60) return { number: SeverityNumber.FATAL, text: 'fatal' };
  if (level >= 50) return { number: SeverityNumber.ERROR, text: 'error' };
  if (level >= 40) return { number: SeverityNumber.WARN, text: 'warn' };
  if (level >= 30) return { number: SeverityNumber.INFO, text: 'info' };
  if (level >= 20) return { number: SeverityNumber.DEBUG, text: 'debug' };
  return { number: SeverityNumber.TRACE, text: 'trace' };
}

/** Fastify's own per-request records: the request span already carries them. */
const requestRecords = new Set(['incoming request', 'request completed']);
/** Fields never forwarded, whatever their value: pino's envelope, the request, and anything personal-sounding. */
const skippedFields = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'err', 'reqId']);
const personalField = /user|name|mail|token|password|secret|code|phone|birth|address|authorization|cookie|body|payload|url|query/i;

/** The OpenTelemetry record of one pino line, or null when it is not forwarded. */
export function logRecordOf(line: string): { severity: { number: SeverityNumber; text: string }; body: string; attributes: AnyValueMap } | null {
  let record: PinoRecord;
  try {
    record = JSON.parse(line) as PinoRecord;
  } catch {
    return null;
  }
  const body = typeof record.msg === 'string' ? record.msg : '';
  if (requestRecords.has(body)) return null;
  const attributes: AnyValueMap = {};
  for (const [field, value] of Object.entries(record)) {
    if (skippedFields.has(field) || personalField.test(field)) continue;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') attributes[field] = value;
  }
  if (typeof record.res?.statusCode === 'number') attributes['http.response.status_code'] = record.res.statusCode;
  // The error's type only: a failed request's exception (message, stack) is recorded once, on its
  // request span (request-telemetry.ts); with exception.* attributes this record would be a second one.
  if (record.err && typeof record.err.type === 'string') attributes['error.type'] = record.err.type;
  return { severity: severityOf(typeof record.level === 'number' ? record.level : 30), body: body || (record.err ? 'error' : 'log'), attributes };
}

/** A pino destination: standard output as before, plus the OpenTelemetry log record. */
export function telemetryLogStream(output: { write(line: string): unknown } = process.stdout): { write(line: string): void } {
  const logger = logs.getLogger('portal-api');
  return {
    write(line: string) {
      output.write(line);
      const record = logRecordOf(line);
      if (!record) return;
      try {
        logger.emit({ severityNumber: record.severity.number, severityText: record.severity.text, body: record.body, attributes: record.attributes });
      } catch {
        // Telemetry never breaks logging.
      }
    },
  };
}

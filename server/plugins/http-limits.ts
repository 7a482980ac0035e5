// Limits of the HTTP layer answered like every other error (architecture §10): problem+json, no
// internals and never an echo of the URL (a reset link's `?token=` would travel back in the body).
// - URLs longer than 8 KB: 414 (Azure Front Door refuses them too);
// - malformed percent-encoding in a path, over-long path parameters: Fastify's framework errors;
// - what Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB → 431,
//   timeouts → 408, anything else → 400): written straight to the socket.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { HttpProblem, problemTypeUri, type ProblemKind } from '../http-problem.ts';
import { sendProblem } from './problem-details.ts';

export const maxUrlLength = 8192;

const uriTooLong = () => new HttpProblem({ status: 414, title: 'URI Too Long', detail: `Addresses are limited to ${String(maxUrlLength)} characters.`, kind: 'uri-too-long' });

/** Fastify's `frameworkErrors`: errors raised before a route is found. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid (malformed percent-encoding).' : 'The request is not valid.';
  const problem = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? uriTooLong() : new HttpProblem({ status: 400, title: 'Bad Request', detail, kind: 'bad-url' });
  void sendProblem(reply, problem);
};

const parserErrors: Record<string, { status: number; title: string; detail: string; kind: ProblemKind }> = {
  HPE_HEADER_OVERFLOW: { status: 431, title: 'Request Header Fields Too Large', detail: 'The request headers (cookies included) are too large.', kind: 'headers-too-large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, title: 'Request Timeout', detail: 'The request took too long to arrive.', kind: 'request-timeout' },
};

/** Fastify's `clientErrorHandler`: Node's parser refused the request; answer problem+json and close. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const known = parserErrors[error.code ?? ''] ?? { status: 400, title: 'Bad Request', detail: 'The request could not be read.', kind: 'bad-request' };
  const body = JSON.stringify({ type: problemTypeUri(known.kind), title: known.title, status: known.status, detail: known.detail, requestId: randomUUID() });
  socket.end(
    `HTTP/1.1 ${String(known.status)} ${known.title}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const uriTooLongPath = '/__uri-too-long';

/**
 * Fastify's `rewriteUrl`: a URL longer than the limit is routed to one place that answers 414, before
 * routing or parsing does any work with it (and without a hook on every other request).
 */
export function rewriteOverlongUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  return url.length > maxUrlLength ? uriTooLongPath : url;
}

/** The route overlong URLs are rewritten to. */
export function registerUrlLimit(app: FastifyInstance): void {
  app.all(uriTooLongPath, { schema: { hide: true } }, () => {
    throw uriTooLong();
  });
}

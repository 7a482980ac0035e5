// One error handler for the API (architecture §5): every failure becomes an RFC 9457 problem
// (`application/problem+json`) carrying the request id; 5xx answers never carry internals;
// validation failures become 400 with `errors[]`, one entry per field with a JSON pointer.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { ProblemDetails, type FieldError } from '../../contract/api/common.ts';
import { isDatabaseBusy } from '../db/database.ts';
import { HttpProblem, problemTypeUri, problems, type ProblemKind } from '../http-problem.ts';

export const ProblemRef = Type.Unsafe<ProblemDetails>(Type.Ref(ProblemDetails.$id as string));

/** The problem shape as an answer: `application/problem+json`, as every error is sent. */
export const problemResponse = {
  description: 'Problem details (RFC 9457)',
  content: { 'application/problem+json': { schema: ProblemRef } },
};

/** A binary answer of the given media types (a PDF, an image), as the OpenAPI document must say it. */
export function binaryResponse(description: string, mediaTypes: string[]) {
  const schema = { type: 'string', format: 'binary' } as const;
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** Response schemas of a route: its success answers plus the problem shape for 4xx/5xx. */
export function withProblems<T extends Record<number, TSchema | object>>(success: T): T & { '4xx': typeof problemResponse; '5xx': typeof problemResponse } {
  return { ...success, '4xx': problemResponse, '5xx': problemResponse };
}

/** The problem kind of Fastify's own 4xx errors (the rest are bad requests). */
const fastifyErrorKinds: Record<number, ProblemKind> = { 413: 'body-too-large', 415: 'unsupported-media-type' };

const statusTitles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  const body: ProblemDetails = {
    type: problemTypeUri(problem.kind),
    title: problem.title,
    status: problem.status,
    requestId: reply.request.id,
  };
  if (problem.detail !== undefined) body.detail = problem.detail;
  if (problem.subCode !== undefined) body.subCode = problem.subCode;
  if (problem.errors !== undefined) body.errors = fieldErrorsOf(problem.errors);
  return reply.code(problem.status).headers(problem.headers).type('application/problem+json; charset=utf-8').send(body);
}

const locations: Record<string, FieldError['in']> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/**
 * The wire form of a problem's invalid fields: `{ 'body.primary.phone': [...] }` becomes
 * `[{ in: 'body', pointer: '/primary/phone', detail }]`, one entry per message.
 */
export function fieldErrorsOf(errors: Record<string, string[]>): FieldError[] {
  return Object.entries(errors).flatMap(([key, messages]) => {
    const [head = '', ...rest] = key.split('.');
    const location = locations[head] ?? 'body';
    const segments = locations[head] ? rest : [head, ...rest];
    const pointer = segments
      .filter(Boolean)
      .map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`)
      .join('');
    return messages.map((detail) => ({ in: location, pointer, detail }));
  });
}

function validationProblem(error: FastifyError): HttpProblem {
  const errors: Record<string, string[]> = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string } | undefined)?.missingProperty;
    const path = `${item.instancePath}${missing ? `/${missing}` : ''}`.replace(/^\//, '').replace(/\//g, '.');
    const key = [error.validationContext ?? 'body', path].filter(Boolean).join('.');
    (errors[key] ??= []).push(item.message ?? 'is invalid');
  }
  return new HttpProblem({ status: 400, title: 'Validation failed', detail: 'One or more fields are invalid.', kind: 'validation', errors });
}

export function registerProblemDetails(app: FastifyInstance): void {
  app.addSchema(ProblemDetails);

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpProblem) return sendProblem(reply, error);
    if (error.validation) return sendProblem(reply, validationProblem(error));
    if (isDatabaseBusy(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database busy');
      return sendProblem(reply, problems.databaseBusy());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors (bad JSON, wrong media type, body too large) describe the request only.
      return sendProblem(reply, new HttpProblem({ status, title: statusTitles[status] ?? 'Bad Request', detail: error.message, kind: fastifyErrorKinds[status] ?? 'bad-request' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, new HttpProblem({ status: 500, title: 'Internal Server Error', detail: 'Something went wrong. Quote the request id when contacting support.' }));
  });
}

export function apiNotFound(reply: FastifyReply): FastifyReply {
  return sendProblem(reply, problems.notFound('No such API call.'));
}

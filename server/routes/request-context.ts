// The client's address (trusted proxy chain only, TRUST_PROXY) and language: all the services take
// of a request's headers for rate limits and the language of their mail.
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../services/auth-service.ts';

export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, acceptLanguage: request.headers['accept-language'] };
}

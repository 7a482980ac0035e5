// Who signed from where: the address and browser of the request that carries an e-signature or a
// withdrawal, as the consent record keeps them.
import type { FastifyRequest } from 'fastify';
import type { SignatureContext } from '../services/joint-consent-service.ts';

export function signatureContext(request: FastifyRequest): SignatureContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'], acceptLanguage: request.headers['accept-language'] };
}

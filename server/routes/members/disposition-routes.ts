// The consent terms a member signed, and signing or withdrawing a disposition of a stored item.
import type { FastifyPluginAsync } from 'fastify';
import { signatureContext } from '../signature-context.ts';
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { ConsentTerms, ConsentTermsParams, DispositionRequest, DispositionResponse } from '../../../contract/api/member-area.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { memberSecurity } from './member-params.ts';

const tags = ['FreezeEvents'];
const FreezeParams = Type.Object({ memberId: IdParam, freezeId: IdParam });
type FreezeParams = { memberId: number; freezeId: number };

export const dispositionRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { dispositions } = services;

  app.get<{ Params: { memberId: number; termsHash: string } }>(
    '/FreezeEvents/ConsentTerms/:termsHash',
    {
      schema: {
        operationId: 'getSignedConsentTerms',
        tags,
        summary: 'The terms text exactly as signed, by the hash a consent record names (404 unless one of the member’s records names it)',
        security: memberSecurity,
        params: ConsentTermsParams,
        response: withProblems({ 200: ConsentTerms }),
      },
    },
    async (request) => dispositions.consentTerms(request.params.memberId, request.params.termsHash),
  );

  app.put<{ Params: FreezeParams; Body: DispositionRequest }>(
    '/FreezeEvents/:freezeId/Disposition',
    {
      schema: {
        operationId: 'signStoredItemDisposition',
        tags,
        summary: 'Signs for an option: moves the item (CRYC/CRYL) to its exploring state and records the consent',
        description:
          '404 for an item that is not the member’s; 403 for a read-only member; 409 when the item is already in that state or not in CRYC/CRYL; ' +
          '409 also when the signature names terms (version and SHA-256) other than those the content service serves this member; ' +
          '422 when the member type does not offer the option, or (subCode 4) when the item is too recent for thaw and discard; ' +
          '503 when the content service cannot be read (nothing is signed).',
        security: memberSecurity,
        params: FreezeParams,
        body: DispositionRequest,
        response: withProblems({ 200: DispositionResponse }),
      },
    },
    async (request) => dispositions.sign(request.params.memberId, request.params.freezeId, request.body, signatureContext(request)),
  );

  app.delete<{ Params: FreezeParams }>(
    '/FreezeEvents/:freezeId/Disposition',
    {
      schema: {
        operationId: 'withdrawStoredItemDisposition',
        tags,
        summary: 'Withdraws the option the member chose: back to the status the item had before; recorded as consent',
        security: memberSecurity,
        params: FreezeParams,
        response: withProblems({ 200: DispositionResponse }),
      },
    },
    async (request) => dispositions.withdraw(request.params.memberId, request.params.freezeId, signatureContext(request)),
  );
  return Promise.resolve();
};

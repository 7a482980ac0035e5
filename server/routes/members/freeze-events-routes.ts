// /api/Members/{memberId}/FreezeEvents/…: stored items, the dispositions a member signs for
// them (architecture §5) and the consent records those signatures leave.
import type { FastifyPluginAsync } from 'fastify';
import { signatureContext } from '../signature-context.ts';
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { ConsentRecord, ConsentTerms, ConsentTermsParams, DispositionRequest, DispositionResponse } from '../../../contract/api/member-area.ts';
import { FreezeEvent } from '../../../contract/api/members.ts';
import { binaryResponse, withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['FreezeEvents'];
const FreezeParams = Type.Object({ memberId: IdParam, freezeId: IdParam });
type FreezeParams = { memberId: number; freezeId: number };

export const freezeEventsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { members, dispositions } = services;

  app.get<{ Params: MemberParams }>(
    '/FreezeEvents/FreezeEvents',
    {
      schema: {
        operationId: 'getMemberStoredItems',
        tags,
        summary: "The member's stored items (deleted ones left out), newest first",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Array(FreezeEvent) }),
      },
    },
    async (request) => members.freezeEvents(request.params.memberId),
  );

  app.get<{ Params: MemberParams }>(
    '/FreezeEvents/ConsentRecords',
    {
      schema: {
        operationId: 'listMemberConsentRecords',
        tags,
        summary: "The member's consent records (signatures and withdrawals), newest first",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Array(ConsentRecord) }),
      },
    },
    async (request) => dispositions.consentRecords(request.params.memberId),
  );

  app.get<{ Params: { memberId: number; recordId: number } }>(
    '/FreezeEvents/ConsentRecords/:recordId/Document',
    {
      schema: {
        operationId: 'getMemberConsentRecordDocument',
        tags,
        summary: 'A consent record as a PDF: every signature of its decision, the exact terms text and its hash, in the reader’s language',
        description: '404 unless the record is about one of the member’s items or a joint decision the member is the partner in.',
        security: memberSecurity,
        params: Type.Object({ memberId: IdParam, recordId: IdParam }),
        produces: ['application/pdf'],
        response: withProblems({ 200: binaryResponse('The consent record as a PDF', ['application/pdf']) }),
      },
    },
    async (request, reply) => {
      const pdf = await services.consentDocuments.forMember(request.params.memberId, request.params.recordId, request.headers['accept-language']);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="consent-record-${String(request.params.recordId)}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

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

// The member's stored items and the consent records their signatures left (also as PDF).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { ConsentRecord } from '../../../contract/api/member-area.ts';
import { FreezeEvent } from '../../../contract/api/members.ts';
import { binaryResponse, withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['FreezeEvents'];

export const storedItemsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
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
  return Promise.resolve();
};

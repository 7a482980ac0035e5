// The member's stored items and the consent records their signatures left (also as PDF).
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { ConsentRecord } from '../../../contract/api/member-area.ts';
import { FreezeEvent } from '../../../contract/api/members.ts';
import { binaryResponse } from '../../plugins/problem-details.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['FreezeEvents'];

export const storedItemsRoutes = routeModule({ tags, security: memberSecurity }, (route, services) => {
  const { members, dispositions } = services;

  route.get<{ Params: MemberParams }>(
    '/FreezeEvents/FreezeEvents',
    { operationId: 'getMemberStoredItems', summary: "The member's stored items (deleted ones left out), newest first", params: MemberParams, ok: { 200: Type.Array(FreezeEvent) } },
    async (request) => members.freezeEvents(request.params.memberId),
  );

  route.get<{ Params: MemberParams }>(
    '/FreezeEvents/ConsentRecords',
    {
      operationId: 'listMemberConsentRecords',
      summary: "The member's consent records (signatures and withdrawals), newest first",
      params: MemberParams,
      ok: { 200: Type.Array(ConsentRecord) },
    },
    async (request) => dispositions.consentRecords(request.params.memberId),
  );

  route.get<{ Params: { memberId: number; recordId: number } }>(
    '/FreezeEvents/ConsentRecords/:recordId/Document',
    {
      operationId: 'getMemberConsentRecordDocument',
      summary: 'A consent record as a PDF: every signature of its decision, the exact terms text and its hash, in the reader’s language',
      description: '404 unless the record is about one of the member’s items or a joint decision the member is the partner in.',
      params: Type.Object({ memberId: IdParam, recordId: IdParam }),
      produces: ['application/pdf'],
      ok: { 200: binaryResponse('The consent record as a PDF', ['application/pdf']) },
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
});

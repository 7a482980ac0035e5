// A member's consent record as a PDF (the read is audited), and staff moving a stored item on.
import { Type } from '@sinclair/typebox';
import { FreezeEventParams, StaffTransitionRequest, StaffTransitionResult } from '../../../contract/api/admin.ts';
import { problems } from '../../http-problem.ts';
import { binaryResponse } from '../../plugins/problem-details.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { findMemberById } from '../../db/repositories/members-repository.ts';
import { assertMayRead } from '../../services/staff/staff-access.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const storedItemRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { db } = services;
  const { workQueue, audit } = services.staff;

  route.get<{ Params: { memberId: number; recordId: number } }>(
    '/Members/:memberId/ConsentRecords/:recordId/Document',
    {
      operationId: 'getStaffConsentRecordDocument',
      summary: 'A member’s consent record as the PDF the member has (the read is audited)',
      params: Type.Object({ memberId: IdParam, recordId: IdParam }),
      produces: ['application/pdf'],
      ok: { 200: binaryResponse('The consent record as a PDF', ['application/pdf']) },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const member = await findMemberById(db, request.params.memberId);
      if (!member) throw problems.memberNotFound();
      assertMayRead(staff, member.center_id);
      const pdf = await services.consentDocuments.forStaff(member.id, request.params.recordId, request.headers['accept-language']);
      await audit.append(db, staff, originOf(request), {
        action: 'member.consent-document',
        centerId: member.center_id,
        memberId: member.id,
        after: { recordId: request.params.recordId },
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="consent-record-${String(request.params.recordId)}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  route.post<{ Params: FreezeEventParams; Body: StaffTransitionRequest }>(
    '/FreezeEvents/:freezeEventId/Transition',
    {
      operationId: 'transitionStoredItem',
      summary: 'Completes a stored item to its outcome or denies a donation (reason required); 409 when it is no longer in fromStatusId',
      description: 'The member is e-mailed in their clinic’s language; the move is written to the item’s history and the audit log. 422 for a move the rules do not allow.',
      params: FreezeEventParams,
      body: StaffTransitionRequest,
      ok: { 200: StaffTransitionResult },
    },
    async (request) => workQueue.transition(staffOf(request), request.params.freezeEventId, request.body, originOf(request)),
  );
});

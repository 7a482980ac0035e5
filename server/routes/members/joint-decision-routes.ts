// The joint decisions a member takes part in as either partner: reading, signing, withdrawing.
import { signatureContext } from '../signature-context.ts';
import { Type } from '@sinclair/typebox';
import { JointDecisionParams, JointDecisionView, JointSignRequest } from '../../../contract/api/consent.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Consent'];

export const jointDecisionRoutes = routeModule({ tags, security: memberSecurity }, (route, services) => {
  const { dispositions } = services;

  route.get<{ Params: MemberParams }>(
    '/JointDecisions',
    {
      operationId: 'listMemberJointDecisions',
      summary: 'Joint decisions the member takes part in, as account holder or as partner: open ones and those ended in the last 90 days',
      params: MemberParams,
      ok: { 200: Type.Array(JointDecisionView) },
    },
    async (request) => dispositions.joint.decisionsOf(request.params.memberId),
  );

  route.put<{ Params: { memberId: number; decisionId: number }; Body: JointSignRequest }>(
    '/JointDecisions/:decisionId/Signature',
    {
      operationId: 'signJointDecision',
      summary: "The partner's signature, from their own account: the same option for the same items; the items then move",
      description: '404 unless the caller is the partner of this decision; 409 when it is no longer waiting, names another option, or the item changed.',
      params: JointDecisionParams,
      body: JointSignRequest,
      ok: { 200: JointDecisionView },
    },
    async (request) => dispositions.joint.coSignAsMember(request.params.memberId, request.params.decisionId, request.body, signatureContext(request)),
  );

  route.delete<{ Params: { memberId: number; decisionId: number } }>(
    '/JointDecisions/:decisionId',
    {
      operationId: 'withdrawJointDecision',
      summary: 'Withdraws a joint decision (either partner) before the clinic completes it; the other partner is told',
      params: JointDecisionParams,
      ok: { 200: JointDecisionView },
    },
    async (request) => dispositions.joint.withdrawAsMember(request.params.memberId, request.params.decisionId, signatureContext(request)),
  );
});

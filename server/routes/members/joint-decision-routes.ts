// The joint decisions a member takes part in as either partner: reading, signing, withdrawing.
import type { FastifyPluginAsync } from 'fastify';
import { signatureContext } from '../signature-context.ts';
import { Type } from '@sinclair/typebox';
import { JointDecisionParams, JointDecisionView, JointSignRequest } from '../../../contract/api/consent.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['Consent'];

export const jointDecisionRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { dispositions } = services;

  app.get<{ Params: MemberParams }>(
    '/JointDecisions',
    {
      schema: {
        operationId: 'listMemberJointDecisions',
        tags,
        summary: 'Joint decisions the member takes part in, as account holder or as partner: open ones and those ended in the last 90 days',
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Array(JointDecisionView) }),
      },
    },
    async (request) => dispositions.joint.decisionsOf(request.params.memberId),
  );

  app.put<{ Params: { memberId: number; decisionId: number }; Body: JointSignRequest }>(
    '/JointDecisions/:decisionId/Signature',
    {
      schema: {
        operationId: 'signJointDecision',
        tags,
        summary: "The partner's signature, from their own account: the same option for the same items; the items then move",
        description: '404 unless the caller is the partner of this decision; 409 when it is no longer waiting, names another option, or the item changed.',
        security: memberSecurity,
        params: JointDecisionParams,
        body: JointSignRequest,
        response: withProblems({ 200: JointDecisionView }),
      },
    },
    async (request) => dispositions.joint.coSignAsMember(request.params.memberId, request.params.decisionId, request.body, signatureContext(request)),
  );

  app.delete<{ Params: { memberId: number; decisionId: number } }>(
    '/JointDecisions/:decisionId',
    {
      schema: {
        operationId: 'withdrawJointDecision',
        tags,
        summary: 'Withdraws a joint decision (either partner) before the clinic completes it; the other partner is told',
        security: memberSecurity,
        params: JointDecisionParams,
        response: withProblems({ 200: JointDecisionView }),
      },
    },
    async (request) => dispositions.joint.withdrawAsMember(request.params.memberId, request.params.decisionId, signatureContext(request)),
  );
  return Promise.resolve();
};

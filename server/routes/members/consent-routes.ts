// /api/Members/{memberId}/…: the member's consent overview (own and co-owned items, each with its
// joint decision and storage consent), renewing storage consent, and the joint decisions a member
// takes part in as either partner (issue 13). Access to a decision is decided on the decision row:
// only its owner or the partner's own account; anyone else gets the 404 of a decision that does not exist.
import type { FastifyPluginAsync } from 'fastify';
import { signatureContext } from '../signature-context.ts';
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { ConsentedItem, JointDecisionParams, JointDecisionView, JointSignRequest, MemberConsentOverview, StorageRenewalRequest } from '../../../contract/api/consent.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['Consent'];
const FreezeParams = Type.Object({ memberId: IdParam, freezeId: IdParam });

export const consentRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { consent, dispositions } = services;

  app.get<{ Params: MemberParams }>(
    '/Consent',
    {
      schema: {
        operationId: 'getMemberConsentOverview',
        tags,
        summary: "The member's items and their partner's items they co-own, each with its joint decision and storage consent",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: MemberConsentOverview }),
      },
    },
    async (request) => consent.overview(request.params.memberId),
  );

  app.put<{ Params: { memberId: number; freezeId: number }; Body: StorageRenewalRequest }>(
    '/FreezeEvents/:freezeId/StorageConsent',
    {
      schema: {
        operationId: 'renewStorageConsent',
        tags,
        summary: 'Renews consent to storage of an item (signed); for embryos created with a partner it waits for their signature too',
        description: '404 for an item that is not the member’s; 403 for a read-only member; 409 when a decision about the item is open or the terms named are not those served.',
        security: memberSecurity,
        params: FreezeParams,
        body: StorageRenewalRequest,
        response: withProblems({ 200: ConsentedItem }),
      },
    },
    async (request) => consent.renew(request.params.memberId, request.params.freezeId, request.body, signatureContext(request)),
  );

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

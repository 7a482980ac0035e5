// /api/Consent/Cosign/…: a partner without an account signs or declines a joint decision through the
// single-use link mailed to them. Every call carries the link's token with the partner's last name
// and date of birth; any failure (unknown, expired or used link, wrong answer) is the same 400, and
// calls are limited per address and per link, which dies after five wrong answers.
import type { FastifyPluginAsync } from 'fastify';
import { signatureContext } from '../signature-context.ts';
import { CosignIdentity, CosignSignRequest, CosignView, JointDecisionView } from '../../../contract/api/consent.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const tags = ['Consent'];

export const cosignRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { joint } = services.dispositions;
  app.post<{ Body: CosignIdentity }>(
    '/Verify',
    {
      schema: {
        operationId: 'verifyCosigner',
        security: anonymousAccess,
        tags,
        summary: 'Checks who opened the link; answers the decision, its items and the terms to sign',
        body: CosignIdentity,
        response: withProblems({ 200: CosignView }),
      },
    },
    async (request) => joint.verifyLink(request.body, signatureContext(request)),
  );
  app.post<{ Body: CosignSignRequest }>(
    '/Sign',
    {
      schema: {
        operationId: 'signAsCosigner',
        security: anonymousAccess,
        tags,
        summary: 'The partner signs the same decision; the link is used up',
        body: CosignSignRequest,
        response: withProblems({ 200: JointDecisionView }),
      },
    },
    async (request) => joint.signByLink(request.body, signatureContext(request)),
  );
  app.post<{ Body: CosignIdentity }>(
    '/Decline',
    {
      schema: {
        operationId: 'declineAsCosigner',
        security: anonymousAccess,
        tags,
        summary: 'The partner declines: the decision is withdrawn and the account holder told; the link is used up',
        body: CosignIdentity,
        response: withProblems({ 200: JointDecisionView }),
      },
    },
    async (request) => joint.declineByLink(request.body, signatureContext(request)),
  );
  return Promise.resolve();
};

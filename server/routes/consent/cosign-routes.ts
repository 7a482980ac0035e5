// /api/Consent/Cosign/…: a partner without an account signs or declines a joint decision through the
// single-use link mailed to them. Every call carries the link's token with the partner's last name
// and date of birth; any failure (unknown, expired or used link, wrong answer) is the same 400, and
// calls are limited per address and per link, which dies after five wrong answers.
import { signatureContext } from '../signature-context.ts';
import { CosignIdentity, CosignSignRequest, CosignView, JointDecisionView } from '../../../contract/api/consent.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Consent'];

export const cosignRoutes = routeModule({ tags, security: anonymousAccess }, (route, services) => {
  const { joint } = services.dispositions;
  route.post<{ Body: CosignIdentity }>(
    '/Verify',
    { operationId: 'verifyCosigner', summary: 'Checks who opened the link; answers the decision, its items and the terms to sign', body: CosignIdentity, ok: { 200: CosignView } },
    async (request) => joint.verifyLink(request.body, signatureContext(request)),
  );
  route.post<{ Body: CosignSignRequest }>(
    '/Sign',
    { operationId: 'signAsCosigner', summary: 'The partner signs the same decision; the link is used up', body: CosignSignRequest, ok: { 200: JointDecisionView } },
    async (request) => joint.signByLink(request.body, signatureContext(request)),
  );
  route.post<{ Body: CosignIdentity }>(
    '/Decline',
    {
      operationId: 'declineAsCosigner',
      summary: 'The partner declines: the decision is withdrawn and the account holder told; the link is used up',
      body: CosignIdentity,
      ok: { 200: JointDecisionView },
    },
    async (request) => joint.declineByLink(request.body, signatureContext(request)),
  );
});

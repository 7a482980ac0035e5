// The member's consent overview and renewing consent to storage (issue 13).
import { signatureContext } from '../signature-context.ts';
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { ConsentedItem, MemberConsentOverview, StorageRenewalRequest } from '../../../contract/api/consent.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Consent'];
const FreezeParams = Type.Object({ memberId: IdParam, freezeId: IdParam });

export const storageConsentRoutes = routeModule({ tags, security: memberSecurity }, (route, services) => {
  const { consent } = services;

  route.get<{ Params: MemberParams }>(
    '/Consent',
    {
      operationId: 'getMemberConsentOverview',
      summary: "The member's items and their partner's items they co-own, each with its joint decision and storage consent",
      params: MemberParams,
      ok: { 200: MemberConsentOverview },
    },
    async (request) => consent.overview(request.params.memberId),
  );

  route.put<{ Params: { memberId: number; freezeId: number }; Body: StorageRenewalRequest }>(
    '/FreezeEvents/:freezeId/StorageConsent',
    {
      operationId: 'renewStorageConsent',
      summary: 'Renews consent to storage of an item (signed); for embryos created with a partner it waits for their signature too',
      description: '404 for an item that is not the member’s; 403 for a read-only member; 409 when a decision about the item is open or the terms named are not those served.',
      params: FreezeParams,
      body: StorageRenewalRequest,
      ok: { 200: ConsentedItem },
    },
    async (request) => consent.renew(request.params.memberId, request.params.freezeId, request.body, signatureContext(request)),
  );
});

// The consent terms a member signed, and signing or withdrawing a disposition of a stored item.
import { signatureContext } from '../signature-context.ts';
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { ConsentTerms, ConsentTermsParams, DispositionRequest, DispositionResponse } from '../../../contract/api/member-area.ts';
import { memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['FreezeEvents'];
const FreezeParams = Type.Object({ memberId: IdParam, freezeId: IdParam });
type FreezeParams = { memberId: number; freezeId: number };

export const dispositionRoutes = routeModule({ tags, security: memberSecurity }, (route, services) => {
  const { dispositions } = services;

  route.get<{ Params: { memberId: number; termsHash: string } }>(
    '/FreezeEvents/ConsentTerms/:termsHash',
    {
      operationId: 'getSignedConsentTerms',
      summary: 'The terms text exactly as signed, by the hash a consent record names (404 unless one of the member’s records names it)',
      params: ConsentTermsParams,
      ok: { 200: ConsentTerms },
    },
    async (request) => dispositions.consentTerms(request.params.memberId, request.params.termsHash),
  );

  route.put<{ Params: FreezeParams; Body: DispositionRequest }>(
    '/FreezeEvents/:freezeId/Disposition',
    {
      operationId: 'signStoredItemDisposition',
      summary: 'Signs for an option: moves the item (CRYC/CRYL) to its exploring state and records the consent',
      description:
        '404 for an item that is not the member’s; 403 for a read-only member; 409 when the item is already in that state or not in CRYC/CRYL; ' +
        '409 also when the signature names terms (version and SHA-256) other than those the content service serves this member; ' +
        '422 when the member type does not offer the option, or (subCode 4) when the item is too recent for thaw and discard; ' +
        '503 when the content service cannot be read (nothing is signed).',
      params: FreezeParams,
      body: DispositionRequest,
      ok: { 200: DispositionResponse },
    },
    async (request) => dispositions.sign(request.params.memberId, request.params.freezeId, request.body, signatureContext(request)),
  );

  route.delete<{ Params: FreezeParams }>(
    '/FreezeEvents/:freezeId/Disposition',
    {
      operationId: 'withdrawStoredItemDisposition',
      summary: 'Withdraws the option the member chose: back to the status the item had before; recorded as consent',
      params: FreezeParams,
      ok: { 200: DispositionResponse },
    },
    async (request) => dispositions.withdraw(request.params.memberId, request.params.freezeId, signatureContext(request)),
  );
});

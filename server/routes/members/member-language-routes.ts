// /api/Members/{memberId}/MemberAccount/Language: the language kept for the member's mails, which the
// SPA sets when the member chooses one in the language menu (src/services/session/keepMemberLanguage.ts).
import { Type } from '@sinclair/typebox';
import { MemberLanguage, UpdateLanguageRequest } from '../../../contract/api/member-area.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MemberAccount'];

export const memberLanguageRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  const { members } = services;

  route.get<{ Params: MemberParams }>(
    '/MemberAccount/Language',
    {
      operationId: 'getMemberLanguage',
      summary: "The language kept for the member's mails (null: none chosen, the clinic's is used)",
      ok: { 200: MemberLanguage },
    },
    async (request) => ({ locale: await members.language(request.params.memberId) }),
  );

  route.put<{ Params: MemberParams; Body: UpdateLanguageRequest }>(
    '/MemberAccount/Language',
    {
      operationId: 'updateMemberLanguage',
      summary: 'Keeps the portal language the member chose, for the mails they get without asking',
      description:
        "Reminders, the other side's match-request mails, the clinic's news about an item and the like are written in it, and their links open the portal in it; " +
        "until one is kept they are in the clinic's language (or the one the member signed a decision in). Allowed on a read-only account (it changes no record of the clinic's).",
      body: UpdateLanguageRequest,
      ok: { 204: Type.Null() },
    },
    async (request, reply) => {
      await members.updateLanguage(request.params.memberId, request.body.locale);
      return reply.code(204).send();
    },
  );
});

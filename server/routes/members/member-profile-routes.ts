// Updates of the member's profile (with If-Match) and of their credentials.
import { Type } from '@sinclair/typebox';
import { TokenPair } from '../../../contract/api/auth.ts';
import { UpdateCredentialsRequest, UpdateProfileRequest } from '../../../contract/api/member-area.ts';
import { Member } from '../../../contract/api/members.ts';
import { contextOf } from '../request-context.ts';
import type { MemberRecord } from '../../db/tables.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MemberAccount'];
/** Spec §7 `?token`: the SPA's captcha token in the original API; accepted and not checked here. */
const UpdateProfileQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) });

export const memberProfileRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  const { members, auth, emailChanges } = services;

  route.put<{ Params: MemberParams; Body: UpdateProfileRequest; Headers: IfMatchHeaders }>(
    '/MemberAccount/UpdateProfile',
    {
      operationId: 'updateMemberProfile',
      summary: 'Updates name, contact details and address (403 for a read-only member)',
      description:
        'A different e-mail address needs `currentPassword` (400 naming it when missing or wrong; limited, 429 + Retry-After) and takes effect ' +
        'only once confirmed through the link e-mailed to it; the old address is told at once, with a link that undoes the change for 7 days. ' +
        'Meanwhile the answer carries it as `pendingEmail`. ' +
        "If-Match must name the member's current ETag: 428 without it, 412 when the profile or payment settings changed since (nothing saved).",
      querystring: UpdateProfileQuery,
      headers: IfMatchHeaders,
      body: UpdateProfileRequest,
      ok: { 200: Member },
    },
    async (request, reply) => {
      const { memberId } = request.params;
      const context = contextOf(request);
      let changing: MemberRecord | null = null;
      const member = await members.updateProfile(memberId, request.body, ifMatchOf(request, 'account'), async (row) => {
        if (!emailChanges.differs(row, request.body.email)) return;
        await emailChanges.assertMayChange(row, request.body.currentPassword, context);
        changing = row;
      });
      if (changing) await emailChanges.request(changing, request.body.email, context);
      return withEntityTag(reply, { ...member, pendingEmail: await emailChanges.pendingEmail(memberId) });
    },
  );

  route.put<{ Params: MemberParams; Body: UpdateCredentialsRequest }>(
    '/MemberAccount/UpdateCredentials',
    {
      operationId: 'updateMemberCredentials',
      summary: 'Changes user name and/or password; ends every other session and answers a fresh token pair',
      description: '401 when the current password is wrong (rate limited: 429 + Retry-After), 409 when the new user name is taken.',
      body: UpdateCredentialsRequest,
      ok: { 200: TokenPair },
    },
    async (request) => auth.updateCredentials(request.params.memberId, request.body, contextOf(request)),
  );
});

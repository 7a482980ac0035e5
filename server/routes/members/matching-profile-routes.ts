// The member's own matching profile (services/matching-profile-service.ts).
import { OwnMatchingProfile, UpdateMatchingProfileBody } from '../../../contract/api/matching-site.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MatchingSite'];

export const matchingProfileRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  route.get<{ Params: MemberParams }>(
    '/MatchingSite/MatchingProfile',
    {
      operationId: 'getOwnMatchingProfile',
      summary: "The member's own matching profile (donor couples and recipients; others 409); ETag: its version",
      ok: { 200: OwnMatchingProfile },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.get(request.params.memberId)),
  );

  route.put<{ Params: MemberParams; Body: UpdateMatchingProfileBody; Headers: IfMatchHeaders }>(
    '/MatchingSite/UpdateMatchingProfile',
    {
      operationId: 'updateMatchingProfile',
      summary: "Saves one step of a donor couple's profile, in order (409 names the missing step; 503 during matching-site maintenance)",
      description: "If-Match must name the profile's current ETag: 428 without it, 412 when it was saved elsewhere since (nothing saved).",
      headers: IfMatchHeaders,
      body: UpdateMatchingProfileBody,
      ok: { 200: OwnMatchingProfile },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.update(request.params.memberId, request.body, ifMatchOf(request, 'matching'))),
  );

  route.put<{ Params: MemberParams; Headers: IfMatchHeaders }>(
    '/MatchingSite/RebuildMatchingProfile',
    {
      operationId: 'rebuildMatchingProfile',
      summary: "Restarts a donor couple's profile from the clinic's records (NOPROF; requests stay)",
      description: "If-Match must name the profile's current ETag: 428 without it, 412 when it was saved elsewhere since (nothing changed).",
      headers: IfMatchHeaders,
      ok: { 200: OwnMatchingProfile },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.rebuild(request.params.memberId, ifMatchOf(request, 'matching'))),
  );
});

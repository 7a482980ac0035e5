// The member's own matching profile (services/matching-profile-service.ts).
import type { FastifyPluginAsync } from 'fastify';
import { OwnMatchingProfile, UpdateMatchingProfileBody } from '../../../contract/api/matching-site.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['MatchingSite'];

export const matchingProfileRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: MemberParams }>(
    '/MatchingSite/MatchingProfile',
    {
      schema: {
        operationId: 'getOwnMatchingProfile',
        tags,
        summary: "The member's own matching profile (donor couples and recipients; others 409); ETag: its version",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: OwnMatchingProfile }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.get(request.params.memberId)),
  );

  app.put<{ Params: MemberParams; Body: UpdateMatchingProfileBody; Headers: IfMatchHeaders }>(
    '/MatchingSite/UpdateMatchingProfile',
    {
      schema: {
        operationId: 'updateMatchingProfile',
        tags,
        summary: "Saves one step of a donor couple's profile, in order (409 names the missing step; 503 during matching-site maintenance)",
        description: "If-Match must name the profile's current ETag: 428 without it, 412 when it was saved elsewhere since (nothing saved).",
        security: memberSecurity,
        params: MemberParams,
        headers: IfMatchHeaders,
        body: UpdateMatchingProfileBody,
        response: withProblems({ 200: OwnMatchingProfile }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.update(request.params.memberId, request.body, ifMatchOf(request, 'matching'))),
  );

  app.put<{ Params: MemberParams; Headers: IfMatchHeaders }>(
    '/MatchingSite/RebuildMatchingProfile',
    {
      schema: {
        operationId: 'rebuildMatchingProfile',
        tags,
        summary: "Restarts a donor couple's profile from the clinic's records (NOPROF; requests stay)",
        description: "If-Match must name the profile's current ETag: 428 without it, 412 when it was saved elsewhere since (nothing changed).",
        security: memberSecurity,
        params: MemberParams,
        headers: IfMatchHeaders,
        response: withProblems({ 200: OwnMatchingProfile }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.rebuild(request.params.memberId, ifMatchOf(request, 'matching'))),
  );
  return Promise.resolve();
};

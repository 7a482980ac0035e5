// /api/MatchingPhotos/{photoId}?viewer&exp&sig: the bytes of a matching-site photo for an <img src>
// (no bearer token: the signed address is the credential). A bad, expired or no longer entitled
// address answers the same 404 as a photo that does not exist.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { binaryResponse, withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { PHOTO_URL_LIFETIME_SECONDS, type SignedPhotoQuery } from '../../services/photo-service.ts';

const QueryText = Type.String({ maxLength: 100 });

export const matchingPhotosRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: { photoId: number }; Querystring: SignedPhotoQuery }>(
    '/:photoId',
    {
      schema: {
        operationId: 'getMatchingPhoto',
        security: anonymousAccess,
        tags: ['MatchingSite'],
        summary: 'A matching-site photo (JPEG) behind a signed, 10-minute address from MatchingPhoto.url',
        params: Type.Object({ photoId: IdParam }),
        // Checked by the service, so a missing or malformed part is the same 404 as a wrong one.
        querystring: Type.Object({ viewer: Type.Optional(QueryText), exp: Type.Optional(QueryText), sig: Type.Optional(QueryText) }),
        response: withProblems({ 200: binaryResponse('The photo', ['image/jpeg']) }),
      },
    },
    async (request, reply) => {
      const bytes = await services.photos.open(request.params.photoId, request.query);
      reply.removeHeader('Pragma');
      return reply
        .header('Cache-Control', `private, max-age=${PHOTO_URL_LIFETIME_SECONDS}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .type('image/jpeg')
        .send(bytes);
    },
  );
  return Promise.resolve();
};

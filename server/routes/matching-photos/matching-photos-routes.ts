// /api/MatchingPhotos/{photoId}?viewer&exp&sig: the bytes of a matching-site photo for an <img src>
// (no bearer token: the signed address is the credential). A bad, expired or no longer entitled
// address answers the same 404 as a photo that does not exist.
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { binaryResponse } from '../../plugins/problem-details.ts';
import { PHOTO_URL_LIFETIME_SECONDS, type SignedPhotoQuery } from '../../services/photo-service.ts';
import { routeModule } from '../route-declaration.ts';

const QueryText = Type.String({ maxLength: 100 });

export const matchingPhotosRoutes = routeModule({ tags: ['MatchingSite'], security: anonymousAccess, params: Type.Object({ photoId: IdParam }) }, (route, services) => {
  route.get<{ Params: { photoId: number }; Querystring: SignedPhotoQuery }>(
    '/:photoId',
    {
      operationId: 'getMatchingPhoto',
      summary: 'A matching-site photo (JPEG) behind a signed, 10-minute address from MatchingPhoto.url',
      querystring: Type.Object({ viewer: Type.Optional(QueryText), exp: Type.Optional(QueryText), sig: Type.Optional(QueryText) }),
      ok: { 200: binaryResponse('The photo', ['image/jpeg']) },
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
});

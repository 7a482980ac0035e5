// /api/Members/{memberId}/MatchingSite/Photos: a donor couple adds a photo to its matching profile
// (the raw image as the body: image/jpeg, image/png or image/webp, at most 8 MB) and deletes one.
// services/photo-service.ts has the rules (type by content, re-encoding without metadata, limit).
import { Type } from '@sinclair/typebox';
import { IdParam } from '../../../contract/api/common.ts';
import { HttpProblem } from '../../http-problem.ts';
import { MatchingPhoto } from '../../../contract/api/matching-site.ts';
import { MAX_PHOTO_UPLOAD_BYTES } from '../../services/photo-service.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const PhotoParams = Type.Object({ memberId: IdParam, photoId: IdParam });
type PhotoParams = { memberId: number; photoId: number };

const tags = ['MatchingSite'];

export const matchingPhotoRoutes = routeModule({ tags, security: memberSecurity }, (route, services, app) => {
  // Only in this plugin: the declared type is checked against the bytes by the service.
  app.addContentTypeParser(['image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_UPLOAD_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  route.post<{ Params: MemberParams; Body: Buffer }>(
    '/MatchingSite/Photos',
    {
      operationId: 'addMatchingPhoto',
      summary: 'Add a photo to the donor couple’s matching profile (raw JPEG, PNG or WebP body, ≤ 8 MB; 415 when the content is not one; 409 beyond 6)',
      params: MemberParams,
      body: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image itself (JPEG, PNG or WebP), at most 8 MB' }),
      consumes: ['image/jpeg', 'image/png', 'image/webp'],
      ok: { 201: MatchingPhoto },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new HttpProblem({
          status: 415,
          title: 'Unsupported Media Type',
          detail: 'Send the image itself as the body, with Content-Type image/jpeg, image/png or image/webp.',
          kind: 'unsupported-image',
        });
      }
      const photo = await services.photos.upload(request.params.memberId, body);
      return reply.code(201).send(photo);
    },
    { bodyLimit: MAX_PHOTO_UPLOAD_BYTES },
  );

  route.delete<{ Params: PhotoParams }>(
    '/MatchingSite/Photos/:photoId',
    {
      operationId: 'deleteMatchingPhoto',
      summary: 'Delete one of the member’s matching profile photos (404 when it is not theirs)',
      params: PhotoParams,
      ok: { 204: Type.Null() },
    },
    async (request, reply) => {
      await services.photos.remove(request.params.memberId, request.params.photoId);
      return reply.code(204).send();
    },
  );
});

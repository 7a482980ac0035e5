// GET /api/GlobalBannerMessage/GetAllActive (signed in): the banners shown to a member.
import { Type } from '@sinclair/typebox';
import { GlobalBannerMessage } from '../../../contract/api/centers.ts';
import { listActiveBanners } from '../../db/repositories/banners-repository.ts';
import { bannerTextFor } from '../../services/banner-texts.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import { memberAccess } from '../../plugins/openapi.ts';
import { isoAt } from '../../services/clock.ts';
import { routeModule } from '../route-declaration.ts';

export const bannerMessageRoutes = routeModule({ tags: ['Configuration'], security: memberAccess }, (route, services) => {
  const { db, clock, tokens } = services;

  route.get(
    '/GlobalBannerMessage/GetAllActive',
    { operationId: 'listActiveBannerMessages', summary: 'Active global banner messages (signed-in users only)', ok: { 200: Type.Array(GlobalBannerMessage) } },
    async (request) => {
      const session = sessionOf(request);
      const rows = await listActiveBanners(db, session.user.IVFCenterId ?? 0, isoAt(clock.now()));
      const locale = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() ?? 'en-US';
      return rows.map((row) => ({ id: row.id, text: bannerTextFor(row, locale), styleId: row.style_id as GlobalBannerMessage['styleId'] }));
    },
    { onRequest: createAuthenticate(tokens) },
  );
});

// /api/Admin/Banners: banners of a clinic or of every clinic, with a text per locale.
import { Type } from '@sinclair/typebox';
import { Banner, BannerInput, BannerParams, ModerationQuery } from '../../../contract/api/admin.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const bannerRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { content } = services.staff;

  route.get<{ Querystring: ModerationQuery }>(
    '/Banners',
    { operationId: 'listBanners', summary: 'Banners of one’s clinics and site-wide ones, newest first', querystring: ModerationQuery, ok: { 200: Type.Array(Banner) } },
    async (request) => content.banners(staffOf(request), request.query.clinicId),
  );

  route.post<{ Body: BannerInput }>(
    '/Banners',
    {
      operationId: 'createBanner',
      summary: 'Publishes a banner for a clinic (ClinicAdmin of it) or every clinic (clinicId null, PlatformAdmin), with a text per locale',
      body: BannerInput,
      ok: { 200: Banner },
    },
    async (request) => content.saveBanner(staffOf(request), null, request.body, originOf(request)),
  );

  route.put<{ Params: BannerParams; Body: BannerInput }>(
    '/Banners/:bannerId',
    { operationId: 'updateBanner', summary: 'Changes a banner', params: BannerParams, body: BannerInput, ok: { 200: Banner } },
    async (request) => content.saveBanner(staffOf(request), request.params.bannerId, request.body, originOf(request)),
  );

  route.post<{ Params: BannerParams }>(
    '/Banners/:bannerId/End',
    { operationId: 'endBanner', summary: 'Ends a banner now', params: BannerParams, ok: { 200: Banner } },
    async (request) => content.endBanner(staffOf(request), request.params.bannerId, originOf(request)),
  );
});

// /api/assets/logos/{file}: the clinic logos named by Center.logo. Files are read once at start-up
// and served from memory; SVGs get a CSP that forbids scripts.
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { problems } from '../../http-problem.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { binaryResponse } from '../../plugins/problem-details.ts';
import { routesOf } from '../route-declaration.ts';

const logosDirectory = new URL('../../assets/logos/', import.meta.url);
const contentTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

export const assetsRoutes: FastifyPluginAsync = (app) => {
  const logos = new Map<string, { body: Buffer; type: string }>();
  for (const file of readdirSync(logosDirectory)) {
    const type = contentTypes[file.split('.').pop() ?? ''];
    if (type) logos.set(file, { body: readFileSync(new URL(file, logosDirectory)), type });
  }

  const route = routesOf(app, { tags: ['Assets'], security: anonymousAccess, params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]+\\.(svg|png)$' }) }) });
  route.get<{ Params: { file: string } }>(
    '/logos/:file',
    { operationId: 'getClinicLogo', summary: 'Clinic logo (the URL is Center.logo)', ok: { 200: binaryResponse('The logo', ['image/svg+xml', 'image/png']) } },
    async (request, reply) => {
      const logo = logos.get(request.params.file);
      if (!logo) throw problems.notFound('No such logo.');
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(logo.type)
        .send(logo.body);
    },
  );
  return Promise.resolve();
};

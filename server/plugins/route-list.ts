// Lists every route as it is registered (PortalHandle.routes): tests check the OpenAPI document
// and the access matrix against it.
import type { FastifyInstance } from 'fastify';
import type { PortalHandle } from '../composition.ts';

export function registerRouteList(app: FastifyInstance, routes: PortalHandle['routes']): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, hidden: route.schema?.hide === true });
    }
  });
}

// How a route module declares its routes. What every route of an area shares — its OpenAPI tag, its
// security and, for member routes, the {memberId} parameter — is said once, in `routeModule`; each route
// then says only what is its own: its operation, its inputs, its success answers and its handler.
// Every route answers its failures as problem details (4xx and 5xx, plugins/problem-details.ts).
import type { TSchema } from '@sinclair/typebox';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { withProblems } from '../plugins/problem-details.ts';
import type { SecurityRequirements } from '../plugins/openapi.ts';
import type { AppServices, RouteOptions } from '../services/app-services.ts';

/** What the routes of one area share. */
export interface RouteArea {
  tags: string[];
  security: SecurityRequirements;
  /** Path parameters of every route of the area (a route's own replace them). */
  params?: TSchema;
}

/** One operation of the OpenAPI document: its name, what it does, its inputs and its success answers. */
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  /** Override the area's (a public route among staff ones, say). */
  tags?: string[];
  security?: SecurityRequirements;
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  consumes?: string[];
  produces?: string[];
  /** The success answers by status; the problem answers are added. */
  ok: Record<number, TSchema | object>;
}

type Extra = Pick<RouteShorthandOptions, 'onRequest' | 'bodyLimit' | 'config'>;

type Declare = <G extends RouteGenericInterface = RouteGenericInterface>(
  url: string,
  operation: Operation,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, G>,
  extra?: Extra,
) => void;

export type AreaRoutes = Record<'get' | 'post' | 'put' | 'delete', Declare>;

/** The route declarations of one area of `app`. */
export function routesOf(app: FastifyInstance, area: RouteArea): AreaRoutes {
  const declare =
    (method: HTTPMethods): Declare =>
    (url, operation, handler, extra) => {
      const { ok, ...own } = operation;
      const schema = { tags: area.tags, security: area.security, ...(area.params ? { params: area.params } : {}), ...own, response: withProblems(ok) };
      app.route({ method, url, schema, ...extra, handler: handler as unknown as RouteHandlerMethod });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
}

/** A route module: the routes of one area, declared with the app's services, registered as a plugin. */
export function routeModule(area: RouteArea, declare: (route: AreaRoutes, services: AppServices, app: FastifyInstance) => void): FastifyPluginAsync<RouteOptions> {
  return (app, { services }) => {
    declare(routesOf(app, area), services, app);
    return Promise.resolve();
  };
}

// /api/Members/{memberId}/Payments/… (spec §7 "Payments", architecture §6): payment settings,
// vaulting orders (PayPal wallet and card) with their captures, and the balance payment.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { balancePaymentRoutes } from './balance-payment-routes.ts';
import { cardVaultingRoutes } from './card-vaulting-routes.ts';
import { payPalVaultingRoutes } from './paypal-vaulting-routes.ts';

export const paymentsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  // These calls carry no body or a tiny one: a JSON content type with an empty body counts as `{}`
  // (a client that always sends the header must not get a 400 for a body-less POST).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'application/json-patch+json']);
  app.addContentTypeParser(['application/json', 'application/json-patch+json'], { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, done);
  });
  const routeOptions: RouteOptions = { services };
  await app.register(payPalVaultingRoutes, routeOptions);
  await app.register(cardVaultingRoutes, routeOptions);
  await app.register(balancePaymentRoutes, routeOptions);
};

// /api/Auth/* (spec §7 Auth, architecture §5). All anonymous; the refresh and logout calls take
// the refresh token as bearer.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  Acknowledgement,
  CaptchaChallenge,
  MaintenanceNotice,
  ResendTwoFactorRequest,
  ResendTwoFactorResponse,
  EmailChangeTokenRequest,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  LoginRequest,
  LoginResponse,
  PasswordResetAuthenticateRequest,
  ResetPasswordRequest,
  TokenPair,
  VerifyTwoFactorRequest,
} from '../../../contract/api/auth.ts';
import { Center, OffsiteStorageInfo } from '../../../contract/api/centers.ts';
import { problems } from '../../http-problem.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { bearerToken } from '../../plugins/authentication.ts';
import { anonymousAccess, refreshTokenAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RequestContext } from '../../services/auth-service.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const tags = ['Auth'];
const CenterUrlQuery = Type.Object({ ivfCenterUrl: Type.String({ minLength: 1, maxLength: 2048 }) });

/** The client's address (trusted proxy chain only, TRUST_PROXY) and language; nothing else of the request's headers. */
export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, acceptLanguage: request.headers['accept-language'] };
}

export const authRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { auth, centers, emailChanges } = services;

  app.post<{ Body: LoginRequest }>(
    '/Login',
    {
      schema: {
        operationId: 'login',
        security: anonymousAccess,
        tags,
        summary: 'Member sign-in; answers an intermediate token when two-factor is on',
        body: LoginRequest,
        response: withProblems({ 200: LoginResponse }),
      },
    },
    async (request) => auth.login(request.body, contextOf(request)),
  );

  app.post<{ Body: VerifyTwoFactorRequest }>(
    '/VerifyTwoFactor',
    {
      schema: {
        operationId: 'verifyTwoFactorCode',
        security: anonymousAccess,
        tags,
        summary: 'Second step of sign-in with the e-mailed 6-digit code',
        body: VerifyTwoFactorRequest,
        response: withProblems({ 200: TokenPair }),
      },
    },
    async (request) => auth.verifyTwoFactor(request.body, contextOf(request)),
  );

  app.post<{ Body: ResendTwoFactorRequest }>(
    '/ResendTwoFactorCode',
    {
      schema: {
        operationId: 'resendTwoFactorCode',
        security: anonymousAccess,
        tags,
        summary: 'E-mails a new sign-in code (the earlier one stops working); once every 30 s and 3 times in 10 minutes (429 + Retry-After)',
        body: ResendTwoFactorRequest,
        response: withProblems({ 200: ResendTwoFactorResponse }),
      },
    },
    async (request) => auth.resendTwoFactorCode(request.body, contextOf(request)),
  );

  app.get(
    '/CaptchaChallenge',
    {
      schema: {
        operationId: 'getCaptchaChallenge',
        security: anonymousAccess,
        tags,
        summary: 'A signed proof-of-work challenge (ALTCHA) for enrolment, forgot username/password and sign-in after failures',
        response: withProblems({ 200: CaptchaChallenge }),
      },
    },
    async (request, reply) => {
      await services.rateLimiter.consume('captchaChallenge', request.ip);
      void reply.header('Cache-Control', 'no-store');
      return services.captcha.challenge();
    },
  );

  app.get<{ Querystring: { ivfCenterId: number } }>(
    '/MaintenanceNotice',
    {
      schema: {
        operationId: 'getMaintenanceNotice',
        security: anonymousAccess,
        tags,
        summary: "The clinic's and the whole site's maintenance windows that have not ended, for the sign-in page",
        querystring: Type.Object({ ivfCenterId: IdParam }),
        response: withProblems({ 200: MaintenanceNotice }),
      },
    },
    async (request) => {
      const center = await centers.findRow(request.query.ivfCenterId);
      if (!center) throw problems.notFound('The center was not found.');
      const clinic = await centers.getMaintenanceDetails(center.id);
      const site = await services.siteMaintenance.window();
      const now = services.clock.now();
      return {
        clinic: clinic.startMaintenanceDateTimeUtc ? { startsAtUtc: clinic.startMaintenanceDateTimeUtc, endsAtUtc: clinic.endMaintenanceDateTimeUtc } : null,
        site: site && Date.parse(site.endsAtUtc) > now ? { startsAtUtc: site.startsAtUtc, endsAtUtc: site.endsAtUtc } : null,
        timeZone: center.time_zone,
      };
    },
  );

  app.get(
    '/RefreshToken',
    {
      schema: {
        operationId: 'refreshTokens',
        tags,
        summary: 'Rotates the refresh token (sent as bearer) and issues a new pair',
        security: refreshTokenAccess,
        response: withProblems({ 200: TokenPair }),
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw problems.unauthorized();
      return auth.refresh(token);
    },
  );

  app.post(
    '/Logout',
    {
      schema: {
        operationId: 'logout',
        tags,
        summary: 'Revokes the refresh-token family of the bearer refresh token (204 without one too)',
        security: [...refreshTokenAccess, {}],
        response: withProblems({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await auth.logout(token);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ForgotPasswordRequest }>(
    '/ForgotPassword',
    {
      schema: {
        operationId: 'requestPasswordReset',
        security: anonymousAccess,
        tags,
        summary: 'E-mails a reset link; same answer whether or not the account exists',
        body: ForgotPasswordRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.forgotPassword(request.body, contextOf(request)),
  );

  app.post<{ Body: ForgotUsernameRequest }>(
    '/ForgotUsername',
    {
      schema: {
        operationId: 'requestUserNameReminder',
        security: anonymousAccess,
        tags,
        summary: 'E-mails the user name; same answer whether or not the account exists',
        body: ForgotUsernameRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.forgotUsername(request.body, contextOf(request)),
  );

  app.post<{ Body: PasswordResetAuthenticateRequest }>(
    '/PasswordResetAuthenticate',
    {
      schema: {
        operationId: 'verifyPasswordResetIdentity',
        security: anonymousAccess,
        tags,
        summary: 'Checks last name and birth date before a reset link may set a password',
        body: PasswordResetAuthenticateRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.passwordResetAuthenticate(request.body, contextOf(request)),
  );

  app.put<{ Body: ResetPasswordRequest }>(
    '/ResetPassword',
    {
      schema: {
        operationId: 'resetPassword',
        security: anonymousAccess,
        tags,
        summary: 'Sets a new password with a verified reset-link token',
        body: ResetPasswordRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.resetPassword(request.body, contextOf(request)),
  );

  // The two links of a change of e-mail address: the token is the credential; limited per address.
  const emailChangeLinks = [
    {
      path: '/ConfirmEmailChange',
      operationId: 'confirmEmailChange',
      act: (token: string) => emailChanges.confirm(token),
      summary: 'The link e-mailed to a new address: the change of e-mail address takes effect (400 when invalid, expired or used)',
    },
    {
      path: '/UndoEmailChange',
      operationId: 'undoEmailChange',
      act: (token: string) => emailChanges.undo(token),
      summary: 'The link e-mailed to the old address: restores it, ends every session and retires the password (400 when invalid or expired)',
    },
  ];
  for (const link of emailChangeLinks) {
    app.post<{ Body: EmailChangeTokenRequest }>(
      link.path,
      {
        schema: {
          operationId: link.operationId,
          security: anonymousAccess,
          tags,
          summary: link.summary,
          body: EmailChangeTokenRequest,
          response: withProblems({ 200: Acknowledgement }),
        },
      },
      async (request) => {
        await services.rateLimiter.consume('passwordReset', `${request.ip}|email-change`);
        return link.act(request.body.token);
      },
    );
  }

  app.get<{ Querystring: { ivfCenterUrl: string } }>(
    '/IvfCenterFromUrl',
    {
      schema: {
        operationId: 'getCenterBySiteAddress',
        security: anonymousAccess,
        tags,
        summary: 'The center of a site address (host, host:port or URL); 422 when none',
        querystring: CenterUrlQuery,
        response: withProblems({ 200: Center }),
      },
    },
    async (request) => centers.getCenter(await centers.findCenterIdFromUrl(request.query.ivfCenterUrl)),
  );

  app.get<{ Querystring: { ivfCenterUrl: string } }>(
    '/OffsiteStorageFromUrl',
    {
      schema: {
        operationId: 'getOffsiteStorageBySiteAddress',
        security: anonymousAccess,
        tags,
        summary: 'Storage model, fertility preservation and collection sites of a site address',
        querystring: CenterUrlQuery,
        response: withProblems({ 200: OffsiteStorageInfo }),
      },
    },
    async (request) => centers.getOffsiteStorageInfo(await centers.findCenterIdFromUrl(request.query.ivfCenterUrl)),
  );
  return Promise.resolve();
};

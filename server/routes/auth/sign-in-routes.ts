// Member sign-in: the password step, the two-factor step and a new two-factor code.
import { ResendTwoFactorRequest, ResendTwoFactorResponse, LoginRequest, LoginResponse, TokenPair, VerifyTwoFactorRequest } from '../../../contract/api/auth.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { contextOf } from '../request-context.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Auth'];

export const signInRoutes = routeModule({ tags, security: anonymousAccess }, (route, services) => {
  const { auth } = services;

  route.post<{ Body: LoginRequest }>(
    '/Login',
    { operationId: 'login', summary: 'Member sign-in; answers an intermediate token when two-factor is on', body: LoginRequest, ok: { 200: LoginResponse } },
    async (request) => auth.login(request.body, contextOf(request)),
  );

  route.post<{ Body: VerifyTwoFactorRequest }>(
    '/VerifyTwoFactor',
    { operationId: 'verifyTwoFactorCode', summary: 'Second step of sign-in with the e-mailed 6-digit code', body: VerifyTwoFactorRequest, ok: { 200: TokenPair } },
    async (request) => auth.verifyTwoFactor(request.body, contextOf(request)),
  );

  route.post<{ Body: ResendTwoFactorRequest }>(
    '/ResendTwoFactorCode',
    {
      operationId: 'resendTwoFactorCode',
      summary: 'E-mails a new sign-in code (the earlier one stops working); once every 30 s and 3 times in 10 minutes (429 + Retry-After)',
      body: ResendTwoFactorRequest,
      ok: { 200: ResendTwoFactorResponse },
    },
    async (request) => auth.resendTwoFactorCode(request.body, contextOf(request)),
  );
});

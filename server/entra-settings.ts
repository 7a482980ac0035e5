// How staff sign in (issue 12): the Entra ID tenant(s) whose access tokens the API accepts and the
// two app registrations (the SPA and the API). With no tenant configured and the emulators on, the
// Entra ID emulator of this process stands in; with neither, staff sign-in is off and every staff
// call is refused (fail closed).
export interface EntraSettings {
  mode: 'tenant' | 'emulator' | 'off';
  tenantIds: string[];
  /** The v2.0 issuer, `{tenantid}` standing for the tenant id. */
  issuerTemplate: string;
  /** Where the tenant publishes its signing keys (fetched, cached, fetched again for an unknown key id). */
  jwksUri: string;
  /** The authority the SPA signs in with: the login host and the (first) tenant. */
  authority: string;
  spaClientId: string;
  /** The API's application (client) id: the `aud` of staff access tokens. */
  apiClientId: string;
  /** The delegated scope the SPA asks for (`api://…/access_as_user`); its last segment is the `scp` the API requires. */
  apiScope: string;
  /** What the SPA's MSAL is configured with (GET /api/Configuration `staff`). */
  spa: StaffSignInSettings;
}

export interface StaffSignInSettings {
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  /**
   * The tenant's OpenID metadata as JSON, so MSAL skips discovery. Only for the emulator: MSAL refuses
   * `http://` authorities, so the SPA keeps an https authority name and these http endpoints (architecture §8).
   */
  authorityMetadata: string | null;
  apiScope: string;
}

/** The emulator's demo registrations (server/emulators/entra/entra-demo.ts holds the same values). */
export const emulatedEntra = {
  tenantId: 'b0f8a6c2-4d1e-4c6b-9a7e-3f2d1c0b9a87',
  spaClientId: '5c7a1e2f-8b3d-4f6a-9c0e-1d2b3a4c5e6f',
  apiClientId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  apiScope: 'api://cryo-portal-api/access_as_user',
} as const;

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readEntraSettings(env: Record<string, string | undefined>, options: { emulators: boolean; emulatorOrigin: string }, problems: string[]): EntraSettings {
  const tenants = (env.ENTRA_TENANT_IDS ?? '')
    .split(',')
    .map((tenant) => tenant.trim().toLowerCase())
    .filter(Boolean);
  if (tenants.length > 0) {
    const host = (env.ENTRA_AUTHORITY_HOST ?? 'https://login.microsoftonline.com').replace(/\/+$/, '');
    const spaClientId = env.ENTRA_SPA_CLIENT_ID ?? '';
    const apiClientId = env.ENTRA_API_CLIENT_ID ?? '';
    const apiScope = env.ENTRA_API_SCOPE ?? '';
    for (const tenant of tenants) if (!guid.test(tenant)) problems.push(`ENTRA_TENANT_IDS: "${tenant}" is not a tenant id (a GUID)`);
    if (!guid.test(spaClientId)) problems.push('ENTRA_SPA_CLIENT_ID must be the SPA registration’s application (client) id');
    if (!guid.test(apiClientId)) problems.push('ENTRA_API_CLIENT_ID must be the API registration’s application (client) id');
    if (!/^api:\/\/\S+\/\S+$/.test(apiScope) && !/^[0-9a-f-]{36}\/\S+$/i.test(apiScope))
      problems.push('ENTRA_API_SCOPE must be the API’s delegated scope, e.g. api://cryo-portal-api/access_as_user');
    if (!host.startsWith('https://')) problems.push('ENTRA_AUTHORITY_HOST must use https');
    const authority = `${host}/${tenants[0] ?? 'common'}`;
    return {
      mode: 'tenant',
      tenantIds: tenants,
      issuerTemplate: `${host}/{tenantid}/v2.0`,
      jwksUri: `${host}/${tenants[0] ?? 'common'}/discovery/v2.0/keys`,
      authority,
      spaClientId,
      apiClientId,
      apiScope,
      spa: { clientId: spaClientId, authority, knownAuthorities: [new URL(host).host], authorityMetadata: null, apiScope },
    };
  }
  const base = `${options.emulatorOrigin}/emulators/entra`;
  const tenantBase = `${base}/${emulatedEntra.tenantId}`;
  const httpsName = `https://${new URL(options.emulatorOrigin).host}/emulators/entra/${emulatedEntra.tenantId}/v2.0`;
  const metadata = {
    issuer: `${tenantBase}/v2.0`,
    authorization_endpoint: `${tenantBase}/oauth2/v2.0/authorize`,
    token_endpoint: `${tenantBase}/oauth2/v2.0/token`,
    end_session_endpoint: `${tenantBase}/oauth2/v2.0/logout`,
    jwks_uri: `${tenantBase}/discovery/v2.0/keys`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'profile', 'offline_access', emulatedEntra.apiScope],
  };
  return {
    mode: options.emulators ? 'emulator' : 'off',
    tenantIds: options.emulators ? [emulatedEntra.tenantId] : [],
    issuerTemplate: `${base}/{tenantid}/v2.0`,
    jwksUri: `${base}/${emulatedEntra.tenantId}/discovery/v2.0/keys`,
    authority: `${base}/${emulatedEntra.tenantId}`,
    spaClientId: emulatedEntra.spaClientId,
    apiClientId: emulatedEntra.apiClientId,
    apiScope: emulatedEntra.apiScope,
    spa: {
      clientId: emulatedEntra.spaClientId,
      authority: httpsName,
      knownAuthorities: [new URL(options.emulatorOrigin).host],
      authorityMetadata: JSON.stringify(metadata),
      apiScope: emulatedEntra.apiScope,
    },
  };
}

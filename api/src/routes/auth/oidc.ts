import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsync } from 'fastify';
import { eq, lt } from 'drizzle-orm';
import type * as OidcModule from 'openid-client';
import { endpointUrl, oidcCallback, oidcLogin } from '@hub/shared/contracts';
import { type AppConfig, type OidcConfig } from '../../config';
import { authStates } from '../../db/schema';
import { registerEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { upsertSignedInUser } from '../../plugins/app/accounts';
import { signInRateLimit } from './index';

/** The refusal a non-company account gets (spec 000 §1: sign-in restricted to the company's own accounts). */
export const COMPANY_ACCOUNTS_ONLY = 'Sign-in is limited to company accounts.';

type OidcClient = typeof OidcModule;
// openid-client is ESM-only; load it once, lazily, so the CommonJS bundle and jest can both use it.
let oidcModule: Promise<OidcClient> | null = null;
const loadOidc = () => (oidcModule ??= import('openid-client'));

/** True when the email's domain is one of the configured company domains. */
export function isAllowedEmail(email: string, allowedDomains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return allowedDomains.includes(domain);
}

/** OpenID Connect single sign-on: authorization code + PKCE, state kept in the database (any instance can finish it). */
export const oidcRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const oidc = config.oidc;
  let discovered: Promise<OidcModule.Configuration> | null = null;
  const clientConfig = async (o: OidcConfig) => {
    const client = await loadOidc();
    discovered ??= client
      .discovery(new URL(o.issuer), o.clientId, o.clientSecret, undefined, o.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };
  const callbackUrl = (request: FastifyRequest, o: OidcConfig) => o.redirectUri ?? `${request.protocol}://${request.host}${endpointUrl(oidcCallback)}`;
  const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');
  const withError = (returnTo: string, message: string) => `${returnTo}${returnTo.includes('?') ? '&' : '?'}signInError=${encodeURIComponent(message)}`;

  registerEndpoint(
    app,
    oidcLogin,
    async ({ request, reply }) => {
      if (!oidc) throw new HttpError(404, 'Single sign-on is not configured on this server.');
      const client = await loadOidc();
      const cfg = await clientConfig(oidc);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      // Only same-site paths: an open redirect after sign-in would be a phishing aid.
      const returnTo = request.query.returnTo && !request.query.returnTo.startsWith('//') ? request.query.returnTo : '/';
      await app.db.delete(authStates).where(lt(authStates.expiresAt, new Date()));
      await app.db.insert(authStates).values({ state, nonce, codeVerifier, returnTo, expiresAt: new Date(Date.now() + 10 * 60_000) });
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: callbackUrl(request, oidc),
        scope: oidc.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.redirect(url.href, 302);
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );

  registerEndpoint(
    app,
    oidcCallback,
    async ({ request, reply }) => {
      if (!oidc) throw new HttpError(404, 'Single sign-on is not configured on this server.');
      const { state } = request.query;
      if (!state) throw new HttpError(400, 'Sign-in failed: the response carried no state. Please try again.');
      const [pending] = await app.db.delete(authStates).where(eq(authStates.state, state)).returning();
      if (!pending || pending.expiresAt < new Date()) throw new HttpError(400, 'Sign-in expired or was already used. Please try again.');
      const refuse = (status: number, message: string) => {
        if (wantsHtml(request)) return reply.redirect(withError(pending.returnTo, message), 302);
        throw new HttpError(status, message);
      };
      if (request.query.error) return refuse(400, `Sign-in failed: ${request.query.error_description ?? request.query.error}`);
      const client = await loadOidc();
      const cfg = await clientConfig(oidc);
      const current = new URL(callbackUrl(request, oidc));
      // The raw query, not the parsed one: the provider may add parameters (iss) that the client library checks.
      current.search = new URL(request.url, 'http://placeholder').search;
      let claims: Record<string, unknown>;
      let accessToken: string;
      try {
        const tokens = await client.authorizationCodeGrant(cfg, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = (tokens.claims() ?? {}) as Record<string, unknown>;
        accessToken = tokens.access_token;
      } catch (err) {
        request.log.warn({ err }, 'oidc code exchange failed');
        return refuse(400, 'Sign-in failed at the identity provider. Please try again.');
      }
      if (typeof claims.email !== 'string') {
        const info = await client.fetchUserInfo(cfg, accessToken, String(claims.sub));
        claims = { ...info, ...claims };
      }
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
      if (!email || claims.email_verified === false || !isAllowedEmail(email, oidc.allowedDomains)) {
        request.log.info({ email }, 'oidc sign-in refused: not a company account');
        return refuse(403, COMPANY_ACCOUNTS_ONLY);
      }
      const user = await upsertSignedInUser(app.db, {
        email,
        name: typeof claims.name === 'string' ? claims.name : email,
        profileImageUri: typeof claims.picture === 'string' ? claims.picture : null,
        source: 'oidc',
        defaultRoles: config.defaultRoles,
      });
      await app.startSession(request, reply, user.id, 'oidc');
      return reply.redirect(pending.returnTo, 302);
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );
};

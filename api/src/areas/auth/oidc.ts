import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type * as OidcModule from 'openid-client';
import { type AppConfig, type OidcConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { claimAt, createDirectorySignIn, directoryValues } from './directory-mapping';

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

const withError = (returnTo: string, message: string) => `${returnTo}${returnTo.includes('?') ? '&' : '?'}signInError=${encodeURIComponent(message)}`;

/** Where the callback of a sign-on ends: a user to start a session for (null after a refusal) and where to redirect. */
export interface OidcOutcome {
  userId: string | null;
  redirectTo: string;
}

/**
 * OpenID Connect single sign-on: authorization code + PKCE, state kept in the database (any instance can finish it).
 * The routes do what only HTTP knows (the callback URL this request came to, the redirect, the session cookie).
 */
export function createOidcService(app: FastifyInstance, config: AppConfig) {
  const oidc = config.oidc;
  const directorySignIn = createDirectorySignIn(app, config);
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
  const configured = (): OidcConfig => {
    if (!oidc) throw new HttpError(404, 'Single sign-on is not configured on this server.');
    return oidc;
  };
  /** The configured redirect URI, else the callback on the host this request came to. */
  const callbackUrl = (o: OidcConfig, requestCallbackUrl: string) => o.redirectUri ?? requestCallbackUrl;

  return {
    /** Starts a sign-on: keeps its state and answers the identity provider's URL to redirect to. */
    async authorizationUrl(input: { returnTo: string | undefined; requestCallbackUrl: string }): Promise<string> {
      const o = configured();
      const client = await loadOidc();
      const cfg = await clientConfig(o);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      // Only same-site paths: an open redirect after sign-in would be a phishing aid.
      const returnTo = input.returnTo && !input.returnTo.startsWith('//') ? input.returnTo : '/';
      await app.repos.auth.saveState(app.db, { state, nonce, codeVerifier, returnTo, expiresAt: new Date(Date.now() + 10 * 60_000) });
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: callbackUrl(o, input.requestCallbackUrl),
        scope: o.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return url.href;
    },

    /**
     * Finishes a sign-on: the state is used once, the code exchanged, the account must be a company one. A browser
     * (`wantsHtml`) is sent back to where it started with the refusal in `signInError`; any other caller gets it as
     * the error body.
     */
    async callback(input: {
      query: { state?: string | undefined; error?: string | undefined; error_description?: string | undefined };
      /** The URL the callback came to (path and raw query). */
      requestUrl: string;
      requestCallbackUrl: string;
      wantsHtml: boolean;
      log: FastifyBaseLogger;
    }): Promise<OidcOutcome> {
      const o = configured();
      const { state } = input.query;
      if (!state) throw new HttpError(400, 'Sign-in failed: the response carried no state. Please try again.');
      const pending = await app.repos.auth.takeState(app.db, state);
      if (!pending || pending.expiresAt < new Date()) throw new HttpError(400, 'Sign-in expired or was already used. Please try again.');
      const refuse = (status: number, message: string): OidcOutcome => {
        if (input.wantsHtml) return { userId: null, redirectTo: withError(pending.returnTo, message) };
        throw new HttpError(status, message);
      };
      if (input.query.error) return refuse(400, `Sign-in failed: ${input.query.error_description ?? input.query.error}`);
      const client = await loadOidc();
      const cfg = await clientConfig(o);
      const current = new URL(callbackUrl(o, input.requestCallbackUrl));
      // The raw query, not the parsed one: the provider may add parameters (iss) that the client library checks.
      current.search = new URL(input.requestUrl, 'http://placeholder').search;
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
        input.log.warn({ err }, 'oidc code exchange failed');
        return refuse(400, 'Sign-in failed at the identity provider. Please try again.');
      }
      // Providers put email and group claims in the ID token or only in userinfo: ask userinfo for what is missing.
      if (typeof claims.email !== 'string' || (o.roleClaim && claimAt(claims, o.roleClaim) === undefined)) {
        const info = await client.fetchUserInfo(cfg, accessToken, String(claims.sub));
        claims = { ...info, ...claims };
      }
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
      if (!email || claims.email_verified === false || !isAllowedEmail(email, o.allowedDomains)) {
        input.log.info({ email }, 'oidc sign-in refused: not a company account');
        return refuse(403, COMPANY_ACCOUNTS_ONLY);
      }
      try {
        const user = await directorySignIn(
          {
            email,
            name: typeof claims.name === 'string' ? claims.name : email,
            profileImageUri: typeof claims.picture === 'string' ? claims.picture : null,
            source: 'oidc',
            values: o.roleClaim ? directoryValues(claimAt(claims, o.roleClaim)) : undefined,
          },
          input.log,
        );
        return { userId: user.id, redirectTo: pending.returnTo };
      } catch (err) {
        // A deactivated account: refused like a foreign one (a browser goes back with the words, no session).
        if (err instanceof HttpError && err.statusCode === 403) return refuse(403, err.message);
        throw err;
      }
    },
  };
}

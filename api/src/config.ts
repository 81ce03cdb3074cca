import path from 'node:path';

/** Which database the api talks to: embedded PGlite (a directory or memory://) or PostgreSQL. */
export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** OpenID Connect single sign-on settings; absent when OIDC_ISSUER is not set. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Absolute callback URL registered with the provider; derived from the request when empty. */
  redirectUri: string | undefined;
  /** Email domains allowed to sign in (lower case, without "@"). Empty = refuse everyone. */
  allowedDomains: string[];
  scopes: string;
  /** Plain-HTTP issuers are allowed only for local test providers. */
  allowInsecure: boolean;
}

/** LDAP bind settings; absent when LDAP_URL is not set. */
export interface LdapConfig {
  url: string;
  /** Service account used to look the user up; anonymous search when empty. */
  bindDn: string | undefined;
  bindPassword: string | undefined;
  searchBase: string;
  /** `{{username}}` is replaced by the escaped user name. */
  searchFilter: string;
  emailAttribute: string;
  nameAttribute: string;
  timeoutMs: number;
}

/** Everything the api reads from its environment, parsed once. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  webRoot: string | undefined;
  /** Where uploaded file bytes live: local disk (default) or the database (several instances without a shared volume). */
  fileStorage: { kind: 'disk'; dir: string } | { kind: 'database' };
  /** Demo sign-in (POST /auth/demo-login): embedded demo mode only, never in production. */
  demoLogin: boolean;
  sessionTtlMinutes: number;
  /** `auto` = Secure unless the request host is localhost. */
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Sign-in attempts per client address per minute. */
  authRateLimitMax: number;
  /** Scale of the demo world generated into an empty database (0 = base facts only). */
  seedScale: number;
  /** Seed an empty database on start. */
  seedOnStart: boolean;
  logLevel: string;
  /** Roles a first-time OIDC/LDAP user gets (existing users keep theirs). */
  defaultRoles: string[];
  oidc: OidcConfig | undefined;
  ldap: LdapConfig | undefined;
}

type Env = Record<string, string | undefined>;

const repoRoot = (): string => {
  // api/src (tsx) and api/dist (bundle) are both two levels under the repository root.
  return path.resolve(__dirname, '..', '..');
};

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

function int(v: string | undefined, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${v}"`);
  return Math.floor(n);
}

function list(v: string | undefined): string[] {
  return (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the api configuration from environment variables (see api/README.md for the table). */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PGLITE_DIR || path.join(repoRoot(), '.data', 'pglite') };
  const embedded = database.kind === 'pglite';
  const demoLogin = !isProduction && bool(env.DEMO_LOGIN, embedded);
  const cookieSecureRaw = (env.COOKIE_SECURE ?? 'auto').toLowerCase();
  const oidc: OidcConfig | undefined = env.OIDC_ISSUER
    ? {
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID ?? '',
        clientSecret: env.OIDC_CLIENT_SECRET ?? '',
        redirectUri: env.OIDC_REDIRECT_URI || undefined,
        allowedDomains: list(env.OIDC_ALLOWED_DOMAINS).map((d) => d.replace(/^@/, '').toLowerCase()),
        scopes: env.OIDC_SCOPES || 'openid email profile',
        allowInsecure: bool(env.OIDC_ALLOW_INSECURE, false) && !isProduction,
      }
    : undefined;
  const ldap: LdapConfig | undefined = env.LDAP_URL
    ? {
        url: env.LDAP_URL,
        bindDn: env.LDAP_BIND_DN || undefined,
        bindPassword: env.LDAP_BIND_PASSWORD || undefined,
        searchBase: env.LDAP_SEARCH_BASE ?? '',
        searchFilter: env.LDAP_SEARCH_FILTER || '(|(uid={{username}})(mail={{username}}))',
        emailAttribute: env.LDAP_EMAIL_ATTRIBUTE || 'mail',
        nameAttribute: env.LDAP_NAME_ATTRIBUTE || 'cn',
        timeoutMs: int(env.LDAP_TIMEOUT_MS, 5000, 'LDAP_TIMEOUT_MS'),
      }
    : undefined;
  return {
    nodeEnv,
    isProduction,
    port: int(env.PORT, 4800, 'PORT'),
    host: env.HOST || '0.0.0.0',
    database,
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : undefined,
    fileStorage:
      (env.FILE_STORAGE ?? 'disk').toLowerCase() === 'database'
        ? { kind: 'database' }
        : { kind: 'disk', dir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : path.join(repoRoot(), '.data', 'uploads') },
    demoLogin,
    sessionTtlMinutes: int(env.SESSION_TTL_MINUTES, 12 * 60, 'SESSION_TTL_MINUTES') || 12 * 60,
    cookieSecure: cookieSecureRaw === 'auto' ? 'auto' : bool(cookieSecureRaw, true),
    trustProxy: bool(env.TRUST_PROXY, false),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    authRateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 20, 'AUTH_RATE_LIMIT_MAX'),
    seedScale: int(env.SEED_SCALE, 1, 'SEED_SCALE'),
    seedOnStart: bool(env.SEED_ON_START, true),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    defaultRoles: list(env.DEFAULT_ROLES).length ? list(env.DEFAULT_ROLES) : ['hubExecutive'],
    oidc,
    ldap,
  };
}

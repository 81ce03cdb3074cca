import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TMS_LABEL_MAX, AUDIT_EXPORT_MAX_ROWS, ADMIN_TMS_LINKS_MAX, ADMIN_TMS_URL_MAX, isTmsLinkUrl, ROLES, type Role } from '@hub/shared/contracts';

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
  /**
   * OIDC_ROLE_CLAIM: the claim whose values ROLE_MAPPING maps (e.g. `groups`; a dotted path such as
   * `realm_access.roles` reaches a nested one). Unset: OIDC sign-in maps nothing (docs/adr/014).
   */
  roleClaim?: string | undefined;
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
  /** LDAP_GROUP_ATTRIBUTE: the user entry's attribute whose values ROLE_MAPPING maps (e.g. `memberOf`); unset: none. */
  groupAttribute?: string | undefined;
}

/** Everything the api reads from its environment, parsed once. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  /**
   * The built web app this process serves with the api (WEB_ROOT; the edge, @hub/edge, composed in: `pnpm start`).
   * Unset, or HUB_WEB=off: the api alone, only /logistics/api (the edge runs elsewhere: edge/README.md).
   */
  webRoot: string | undefined;
  /** Where uploaded file bytes live: local disk (default) or the database (several instances without a shared volume). */
  fileStorage: { kind: 'disk'; dir: string } | { kind: 'database' };
  /** Demo sign-in (POST /auth/demo-login): embedded demo mode only, never in production. */
  demoLogin: boolean;
  /**
   * Demo sign-in from addresses other than loopback: only when DEMO_LOGIN=true was said explicitly. Without it a phone
   * on the hub Wi-Fi cannot become admin without a password just because someone ran `pnpm start`.
   */
  demoLoginRemote: boolean;
  sessionTtlMinutes: number;
  /**
   * A session not used for this long is refused like an expired one and its row ended (a hub device left signed in on a
   * shared desk). 1 to 1440; its end moves on at most once a minute per session (plugins/app/session.ts).
   */
  sessionIdleMinutes: number;
  /**
   * Host names this server answers for (ALLOWED_HOSTS, lower case); a request naming another host is refused with 421
   * before anything else reads it. Empty = any host (the default: dev, e2e and `pnpm start` unchanged).
   */
  allowedHosts: string[];
  /**
   * How long an instance reuses a session row it has read (0 = read it on every request). A logout on this instance
   * ends the session here at once; another instance (or a change made in the database by hand) is seen within this
   * bound. docs/adr/004 "Rush hour".
   */
  sessionCacheMs: number;
  /**
   * PUT /test/clock: a signed-in session may set its own hub clock (e2e tests of time rules such as the afternoon
   * batch window). Only with HUB_TEST_CLOCK=1, never in production, loopback only (docs/adr/007).
   */
  testClock: boolean;
  /**
   * POST /test/world/reset: the world goes back to what it was right after seeding (each e2e test starts from it).
   * Only with HUB_TEST_RESET=1, never in production, loopback only (docs/adr/011-test-isolation.md).
   */
  testReset: boolean;
  /** `auto` = Secure unless the request host is localhost. */
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  /**
   * TLS_CERT_FILE / TLS_KEY_FILE (PEM): the server speaks HTTPS itself, HTTP/2 to browsers that offer it (HTTP/1.1 to
   * the rest), so a phone loads the shell's start files over one connection instead of queueing them on six. Without
   * them: plain HTTP/1.1, for a proxy in front that terminates TLS (docs/adr/002 section 8).
   */
  tls?: { cert: string; key: string };
  bodyLimitBytes: number;
  /** Sign-in attempts per client address per minute: a high ceiling (a hub of 60 staff shares one NAT address). */
  authRateLimitMax: number;
  /** Failed sign-in attempts on one account from one address per 15 minutes before that pair is refused. */
  authFailureLimit: number;
  /** A request (headers and body) must arrive within this many ms, else 408 and the connection closes. */
  requestTimeoutMs: number;
  /**
   * How long an OFD / LM manifest task stays in progress before the api finishes it into a runsheet (the remote OFD
   * job of the spec). 0 = never by itself (tests finish tasks explicitly).
   */
  ofdTaskFinishMs: number;
  /** The most audit rows one export holds (AUDIT_EXPORT_MAX_ROWS); more is refused asking to narrow the filters. */
  auditExportMaxRows: number;
  /**
   * The TMS inward page's external links (001 §2): label and URL, `{hubId}` in a URL is the hub of the page. The default
   * of every hub: a hub whose admin set its own links (PUT /admin/hubs/{hubId}/tms-links) shows those instead.
   */
  tmsInwardLinks: Array<{ label: string; url: string }>;
  /** Live progress streams (docs/adr/010): how long one stream lasts before the client reconnects, heartbeat, batching. */
  live: {
    streamMaxMs: number;
    heartbeatMs: number;
    batchMs: number;
    /** How often the instance reads the changes every instance's writes left in the live outbox (db/live-outbox.ts). */
    pollMs: number;
  };
  /** Upload quotas per user and the clean-up of files never attached to anything. */
  uploads: {
    perMinute: number;
    bytesPerHour: number;
    /** Unattached uploads older than this are removed by the sweep. */
    orphanMaxAgeMinutes: number;
    /** How often the sweep runs (0 = never; tests call it directly). */
    sweepIntervalMinutes: number;
  };
  /** Scale of the demo world generated into an empty database (0 = base facts only). */
  seedScale: number;
  /** Seed an empty database on start. */
  seedOnStart: boolean;
  logLevel: string;
  /** Roles a first-time OIDC/LDAP user gets (existing users keep theirs). */
  defaultRoles: string[];
  oidc: OidcConfig | undefined;
  ldap: LdapConfig | undefined;
  /** ROLE_MAPPING: what a directory value (OIDC claim value, LDAP group) grants at sign-in; unset: nothing mapped. */
  roleMapping: RoleMapping | undefined;
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

/** The four TMS inward links when TMS_INWARD_LINKS does not name others, under TMS_BASE_URL (a placeholder host by default). */
export const DEFAULT_TMS_INWARD_PATHS = [
  { label: 'Vehicle arrivals', path: '/inward/arrivals?hub={hubId}' },
  { label: 'Inward trips', path: '/inward/trips?hub={hubId}' },
  { label: 'Inward discrepancies', path: '/inward/discrepancies?hub={hubId}' },
  { label: 'Inward reports', path: '/reports/inward?hub={hubId}' },
] as const;

/**
 * TMS_INWARD_LINKS (a JSON list of { label, url }, 1 to 10 of them) or the defaults under TMS_BASE_URL. Each URL must be
 * absolute http(s) and each label 1..100 characters: a wrong setting stops the api at start instead of showing a broken page.
 */
function tmsInwardLinks(env: Env): Array<{ label: string; url: string }> {
  const base = (env.TMS_BASE_URL || 'https://tms.example.com').replace(/\/+$/, '');
  let links: unknown = DEFAULT_TMS_INWARD_PATHS.map((l) => ({ label: l.label, url: `${base}${l.path}` }));
  if (env.TMS_INWARD_LINKS) {
    try {
      links = JSON.parse(env.TMS_INWARD_LINKS);
    } catch {
      throw new Error('TMS_INWARD_LINKS must be a JSON list of { "label", "url" }');
    }
  }
  const ok = (l: unknown): l is { label: string; url: string } => {
    if (!l || typeof l !== 'object') return false;
    const { label, url } = l as { label?: unknown; url?: unknown };
    // The bounds and URL rule an admin's per-hub links have (shared/src/contracts/admin/hubs.ts).
    if (typeof label !== 'string' || !label.trim() || label.length > ADMIN_TMS_LABEL_MAX || typeof url !== 'string' || url.length > ADMIN_TMS_URL_MAX)
      return false;
    return isTmsLinkUrl(url);
  };
  if (!Array.isArray(links) || links.length < 1 || links.length > ADMIN_TMS_LINKS_MAX || !links.every(ok)) {
    throw new Error('TMS_INWARD_LINKS must list 1 to 10 links, each { "label": 1-100 characters, "url": an absolute http(s) URL }');
  }
  return links.map((l) => ({ label: l.label.trim(), url: l.url }));
}

/** TLS_CERT_FILE and TLS_KEY_FILE, both or neither, read at start (a missing file stops the start with its name). */
function tlsFiles(env: Env): { cert: string; key: string } | undefined {
  const certFile = env.TLS_CERT_FILE;
  const keyFile = env.TLS_KEY_FILE;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (PEM files) or neither');
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(path.resolve(file), 'utf8');
    } catch (err) {
      throw new Error(`${name}: cannot read ${file}: ${(err as Error).message}`);
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

/** An integer setting within [min, max]; anything else stops the start with the setting's name. */
function bounded(v: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${v}"`);
  return n;
}

/** ALLOWED_HOSTS: comma-separated host names (a port may be given: "hub.example.com:8443"), bounded; empty = any. */
function allowedHosts(v: string | undefined): string[] {
  const hosts = list(v).map((h) => h.toLowerCase());
  if (hosts.length > 50) throw new Error('ALLOWED_HOSTS may name at most 50 hosts');
  for (const h of hosts) {
    if (h.length > 253 || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(h)) throw new Error(`ALLOWED_HOSTS: "${h}" is not a host name`);
  }
  return hosts;
}

// ---------------------------------------------------------------- directory mapping (docs/adr/014)

/** What one directory value grants: roles, and hubs (a list, or every hub). */
export interface DirectoryGrant {
  roles: Role[];
  hubs: string[] | 'all';
}
/** ROLE_MAPPING parsed: a directory value (normalised: `normalizeDirectoryValue`) to what it grants. */
export type RoleMapping = ReadonlyMap<string, DirectoryGrant>;

/**
 * A directory value as mapping compares it: trimmed, lower case, no spaces around `,` and `=`. LDAP compares DNs
 * without case and group claims are typed by people; "CN=Hub Managers, OU=Groups" and "cn=hub managers,ou=groups"
 * are one group.
 */
export const normalizeDirectoryValue = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/\s*([,=])\s*/g, '$1');

/** Bounds of ROLE_MAPPING: a wrong or runaway setting stops the start instead of granting something unexpected. */
export const ROLE_MAPPING_LIMITS = { entries: 500, valueChars: 1024, hubs: 500, hubIdChars: 64, claimChars: 200 } as const;

/**
 * ROLE_MAPPING: a JSON object `{ "<claim value or group>": { "roles": [...], "hubs": [...] | "all" } }`. Every role
 * must be one the app knows and every entry must grant something; hub ids are checked against the hubs table at
 * sign-in (an unknown one is skipped and logged). Needs OIDC_ROLE_CLAIM or LDAP_GROUP_ATTRIBUTE, and they need it.
 */
function roleMapping(env: Env): RoleMapping | undefined {
  const raw = env.ROLE_MAPPING?.trim();
  const sources = [env.OIDC_ROLE_CLAIM, env.LDAP_GROUP_ATTRIBUTE].filter(Boolean);
  if (!raw) {
    if (sources.length) throw new Error('OIDC_ROLE_CLAIM and LDAP_GROUP_ATTRIBUTE need ROLE_MAPPING (what each value grants)');
    return undefined;
  }
  if (!sources.length) throw new Error('ROLE_MAPPING needs OIDC_ROLE_CLAIM or LDAP_GROUP_ATTRIBUTE (where the values come from)');
  const L = ROLE_MAPPING_LIMITS;
  for (const [name, v] of [
    ['OIDC_ROLE_CLAIM', env.OIDC_ROLE_CLAIM],
    ['LDAP_GROUP_ATTRIBUTE', env.LDAP_GROUP_ATTRIBUTE],
  ] as const) {
    if (v && (v.length > L.claimChars || /\s/.test(v))) throw new Error(`${name} must be a claim or attribute name of at most ${L.claimChars} characters`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('ROLE_MAPPING must be a JSON object { "<claim value or group>": { "roles": [...], "hubs": [...] | "all" } }');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('ROLE_MAPPING must be a JSON object');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length < 1 || entries.length > L.entries) throw new Error(`ROLE_MAPPING must map 1 to ${L.entries} values`);
  const known = new Set<string>(ROLES);
  const mapping = new Map<string, DirectoryGrant>();
  for (const [value, grant] of entries) {
    const key = normalizeDirectoryValue(value);
    const where = `ROLE_MAPPING "${value.slice(0, 80)}"`;
    if (!key || value.length > L.valueChars) throw new Error(`${where}: a value must have 1 to ${L.valueChars} characters`);
    if (mapping.has(key)) throw new Error(`${where}: the value is mapped twice (values compare without case)`);
    const g = (grant ?? {}) as { roles?: unknown; hubs?: unknown };
    const roles = g.roles ?? [];
    const hubs = g.hubs ?? [];
    if (!Array.isArray(roles) || roles.length > ROLES.length || !roles.every((r) => typeof r === 'string' && known.has(r))) {
      throw new Error(`${where}: "roles" must list roles of ${ROLES.join(', ')}`);
    }
    if (
      hubs !== 'all' &&
      (!Array.isArray(hubs) || hubs.length > L.hubs || !hubs.every((h) => typeof h === 'string' && h.length >= 1 && h.length <= L.hubIdChars))
    ) {
      throw new Error(`${where}: "hubs" must be "all" or a list of at most ${L.hubs} hub ids`);
    }
    if (roles.length === 0 && (hubs as string[] | 'all').length === 0) throw new Error(`${where}: grants nothing (give "roles" or "hubs")`);
    mapping.set(key, { roles: [...new Set(roles as Role[])], hubs: hubs === 'all' ? 'all' : [...new Set(hubs as string[])] });
  }
  return mapping;
}

/** Reads the api configuration from environment variables (the table: api/README.md "Configuration (environment)"). */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PGLITE_DIR || path.join(repoRoot(), '.data', 'pglite') };
  const embedded = database.kind === 'pglite';
  const demoLogin = !isProduction && bool(env.DEMO_LOGIN, embedded);
  const demoLoginRemote = demoLogin && bool(env.DEMO_LOGIN, false);
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
        roleClaim: env.OIDC_ROLE_CLAIM || undefined,
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
        groupAttribute: env.LDAP_GROUP_ATTRIBUTE || undefined,
      }
    : undefined;
  return {
    nodeEnv,
    isProduction,
    port: int(env.PORT, 4800, 'PORT'),
    // Loopback unless told otherwise: a demo server is not published to the whole hub network by accident.
    host: env.HOST || 'localhost',
    database,
    webRoot: env.WEB_ROOT && !['off', '0', 'false', 'no'].includes((env.HUB_WEB ?? '').trim().toLowerCase()) ? path.resolve(env.WEB_ROOT) : undefined,
    fileStorage:
      (env.FILE_STORAGE ?? 'disk').toLowerCase() === 'database'
        ? { kind: 'database' }
        : { kind: 'disk', dir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : path.join(repoRoot(), '.data', 'uploads') },
    demoLogin,
    demoLoginRemote,
    testClock: !isProduction && bool(env.HUB_TEST_CLOCK, false),
    testReset: !isProduction && bool(env.HUB_TEST_RESET, false),
    sessionTtlMinutes: int(env.SESSION_TTL_MINUTES, 12 * 60, 'SESSION_TTL_MINUTES') || 12 * 60,
    sessionIdleMinutes: bounded(env.SESSION_IDLE_MINUTES, 60, 'SESSION_IDLE_MINUTES', 1, 24 * 60),
    allowedHosts: allowedHosts(env.ALLOWED_HOSTS),
    sessionCacheMs: int(env.SESSION_CACHE_MS, 5000, 'SESSION_CACHE_MS'),
    cookieSecure: cookieSecureRaw === 'auto' ? 'auto' : bool(cookieSecureRaw, true),
    trustProxy: bool(env.TRUST_PROXY, false),
    tls: tlsFiles(env),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    authRateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 300, 'AUTH_RATE_LIMIT_MAX'),
    authFailureLimit: int(env.AUTH_FAILURE_LIMIT, 10, 'AUTH_FAILURE_LIMIT') || 10,
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS') || 30_000,
    ofdTaskFinishMs: int(env.OFD_TASK_FINISH_MS, 4000, 'OFD_TASK_FINISH_MS'),
    auditExportMaxRows: bounded(env.AUDIT_EXPORT_MAX_ROWS, AUDIT_EXPORT_MAX_ROWS, 'AUDIT_EXPORT_MAX_ROWS', 1, 1_000_000),
    tmsInwardLinks: tmsInwardLinks(env),
    live: {
      streamMaxMs: (int(env.LIVE_STREAM_MAX_SECONDS, 300, 'LIVE_STREAM_MAX_SECONDS') || 300) * 1000,
      heartbeatMs: (int(env.LIVE_HEARTBEAT_SECONDS, 20, 'LIVE_HEARTBEAT_SECONDS') || 20) * 1000,
      batchMs: int(env.LIVE_BATCH_MS, 150, 'LIVE_BATCH_MS'),
      pollMs: int(env.LIVE_POLL_MS, 100, 'LIVE_POLL_MS') || 100,
    },
    uploads: {
      perMinute: int(env.UPLOAD_RATE_PER_MINUTE, 30, 'UPLOAD_RATE_PER_MINUTE'),
      bytesPerHour: int(env.UPLOAD_BYTES_PER_HOUR, 50 * 1024 * 1024, 'UPLOAD_BYTES_PER_HOUR'),
      orphanMaxAgeMinutes: int(env.UPLOAD_ORPHAN_MAX_AGE_MINUTES, 24 * 60, 'UPLOAD_ORPHAN_MAX_AGE_MINUTES'),
      sweepIntervalMinutes: int(env.UPLOAD_SWEEP_INTERVAL_MINUTES, 15, 'UPLOAD_SWEEP_INTERVAL_MINUTES'),
    },
    seedScale: int(env.SEED_SCALE, 1, 'SEED_SCALE'),
    seedOnStart: bool(env.SEED_ON_START, true),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    defaultRoles: list(env.DEFAULT_ROLES).length ? list(env.DEFAULT_ROLES) : ['hubExecutive'],
    oidc,
    ldap,
    roleMapping: roleMapping(env),
  };
}

/** What the start banner says about demo sign-in: who can become any demo user without a password. */
export function demoLoginBanner(config: Pick<AppConfig, 'demoLogin' | 'demoLoginRemote' | 'host'>): string {
  if (!config.demoLogin) return 'Demo sign-in: off.';
  if (config.demoLoginRemote)
    return 'Demo sign-in: ON FOR EVERY ADDRESS (DEMO_LOGIN=true): anyone who reaches this server can sign in as any demo user, admin included.';
  const local = ['localhost', '127.0.0.1', '::1'].includes(config.host);
  return `Demo sign-in: on from this machine only (loopback)${local ? '' : `; other addresses reaching ${config.host} are refused unless DEMO_LOGIN=true`}.`;
}

// Two api instances on one PostgreSQL (issue 22): started by Playwright beside the usual server when
// E2E_DATABASE_URL is set (CI passes its DATABASE_URL; scripts/twin-api.mjs), used by the live-progress spec.
const base = Number(process.env.E2E_PORT ?? 4810);

/** PostgreSQL server the twin instances use (a database of their own on it), or null: the spec is skipped. */
export const TWIN_DATABASE_URL = process.env.E2E_DATABASE_URL || null;

/** Ports of instance A and B (E2E_TWIN_PORTS="a,b", default E2E_PORT + 10 and + 20). */
export const TWIN_PORTS: [number, number] = process.env.E2E_TWIN_PORTS
  ? (process.env.E2E_TWIN_PORTS.split(',').map(Number) as [number, number])
  : [base + 10, base + 20];

/** The origins of instance A and B. */
export const TWIN_ORIGINS = TWIN_PORTS.map((p) => `http://127.0.0.1:${p}`) as [string, string];

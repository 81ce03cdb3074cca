// The documents of the release store (docs/adr/003-releases.md, docs/adr/008-routes-canaries-approval.md), defined
// once: every reader and writer validates against these schemas (tooling/release-store.mjs when it reads or writes a
// registry or a release, the singleton guard when it reads a build; the web edge when it composes the registry a page
// gets, through the lenient variants derived below: it checks only what it reads). The types are inferred from them (`EnvironmentRegistry`, `Release`, ...: JSDoc typedefs, importable from
// TypeScript as `import type { EnvironmentRegistry } from '@hub/tooling/release-schema'`).
//   <store>/registries/<env>.json           EnvironmentRegistry: what is live, canaries, rollback stacks, requests
//                                            (promotions waiting for approval), history
//   <store>/<remote>/<version>/release.json  Release: who published which build when, the routes it declares
//   <build or release>/build-info.json      BuildInfo (tooling/release-metadata.mjs writes it)
//   <build or release>/shared-exports.json  SharedExports; boot-assets.json: BootAssets (tooling/boot-assets.mjs)
//   <web dir>/remote-registry.json           BundledRegistry: the remotes built with the shell (the part read here of
//                                            shared/src/contracts/platform/remote-registry.ts, which Node cannot import)
// Objects are loose: a field a newer release command writes passes through an older one unchanged (and is kept when
// it rewrites the document). Fields older documents lack are optional, or default where every reader wanted the
// default anyway (a remote's rollback stack, the history).
//
// Only members of `z` the shell's zod facade already carries are used: tooling/used-exports.mjs reads this folder too,
// and a new `z.<member>` here would grow the zod every browser loads (docs/adr/002).
import fs from 'node:fs';
import { z } from 'zod';

const strings = z.array(z.string());
/**
 * Route patterns a remote declares: within the limits of the registry the shell reads (remoteRegistrySchema,
 * shared/src/contracts/platform/remote-registry.ts), so a list the store accepts never makes the shell refuse its
 * registry.
 */
const routeList = z.array(z.string().min(1).max(200)).max(500);

/** A canary as the rollback stack and the events keep it: the version and the hubs it ran for. */
export const canaryStateSchema = z.looseObject({ version: z.string(), hubs: strings });

/** A remote's canary in an environment: its version runs for pages working in one of `hubs`. */
export const canarySchema = z.looseObject({
  version: z.string().min(1),
  /** The release's manifest, relative to the shell's mount. */
  entry: z.string().min(1),
  /** The routes the canary version declares (absent in entries written before routes were declared). */
  routes: routeList.optional(),
  hubs: z.array(z.string()).max(500),
});

/**
 * A state on a remote's rollback stack: a plain live version (the format before canaries), or a live version (null =
 * the shell's build) and the canary that ran beside it.
 */
export const stackedStateSchema = z.union([z.string(), z.looseObject({ version: z.string().nullable(), canary: canaryStateSchema.optional() })]);

/** A remote in an environment's registry: its live version (none: the shell's build serves it), canary, rollback stack. */
export const environmentRemoteSchema = z.looseObject({
  entry: z.string().min(1).optional(),
  version: z.string().min(1).optional(),
  routes: routeList.optional(),
  previous: z.array(stackedStateSchema).default([]),
  canary: canarySchema.optional(),
});

/** One change of an environment, as its history keeps it. */
export const registryEventSchema = z.looseObject({
  action: z.enum(['promote', 'rollback', 'request', 'approve']),
  remote: z.string(),
  /** promote/approve: the version before (null = the shell's build); rollback: the state before, described. */
  from: z.string().nullable().optional(),
  to: z.string().nullable(),
  /** A canary's hubs. */
  hubs: strings.optional(),
  /** The hubs a canary ran for before this promotion widened or narrowed it. */
  previousHubs: strings.optional(),
  endedCanary: canaryStateSchema.optional(),
  requestedBy: z.string().optional(),
  requestedAt: z.string().optional(),
  /** request: the pending request this one replaced. */
  replaces: z.string().optional(),
  by: z.string(),
  at: z.string(),
});

/** A promotion waiting for a second person's approval (HUB_PROMOTE_APPROVAL=required, prod). */
export const promotionRequestSchema = z.looseObject({
  remote: z.string(),
  version: z.string(),
  hubs: strings.optional(),
  by: z.string(),
  at: z.string(),
});

/** `<store>/registries/<env>.json`: what one environment serves, and how it got there. */
export const environmentRegistrySchema = z.looseObject({
  schemaVersion: z.literal(1),
  environment: z.string().optional(),
  updatedAt: z.string().optional(),
  remotes: z.record(z.string(), environmentRemoteSchema),
  requests: z.array(promotionRequestSchema).optional(),
  history: z.array(registryEventSchema).default([]),
});

/** `<store>/<remote>/<version>/release.json`: an immutable release's metadata. */
export const releaseSchema = z.looseObject({
  remote: z.string(),
  version: z.string(),
  sha: z.string(),
  builtAt: z.string(),
  label: z.string().optional(),
  /** The routes this version declares (releases made before routes were declared have none). */
  routes: routeList.optional(),
  publishedAt: z.string(),
  publishedBy: z.string(),
});

/**
 * Per shared singleton: the version installed for the build and the range it asks for (false = any). Builds write both;
 * the guard reads only the host's versions and the remote's ranges.
 */
export const sharedDescriptionSchema = z.looseObject({ version: z.string().optional(), requiredVersion: z.union([z.string(), z.literal(false)]).optional() });

/** `build-info.json` of a production build (tooling/release-metadata.mjs). */
export const buildInfoSchema = z.looseObject({
  /** Federation name. */
  name: z.string(),
  /** Package name. */
  package: z.string().optional(),
  version: z.string(),
  sha: z.string(),
  builtAt: z.string(),
  label: z.string().optional(),
  shared: z.record(z.string(), sharedDescriptionSchema).optional(),
  /** Route patterns a remote declares (tooling/extract-routes.mjs). */
  routes: routeList.optional(),
});

/** `shared-exports.json`: the facade exports a build provides (host) or needs (remote), per shared key. */
export const sharedExportsSchema = z.looseObject({ name: z.string().optional(), shared: z.record(z.string(), strings) });

const bootFiles = z.looseObject({ js: strings, css: strings });

/** `boot-assets.json` (tooling/boot-assets.mjs): a host's start files and providers, or a remote's start and screens. */
export const bootAssetsSchema = z.looseObject({
  js: strings.optional(),
  css: strings.optional(),
  /** host: the Mantine stylesheets the shell loads at start. */
  mantineCss: strings.optional(),
  /** host: the files providing each shared module. */
  provides: z.record(z.string(), bootFiles).optional(),
  /** remote: the shared modules its exposed module consumes. */
  consumes: strings.optional(),
  /** remote: per route whose screen is lazy, that screen's files and what they consume beyond the start. */
  routes: z.record(z.string(), z.looseObject({ js: strings, css: strings, consumes: strings })).optional(),
  /** remote: the Mantine stylesheets it left to the host. */
  hostCss: strings.optional(),
});

/** `remote-registry.json` of an assembled web directory: the remotes built with the shell and the routes they declare. */
export const bundledRegistrySchema = z.looseObject({
  remotes: z.record(z.string(), z.looseObject({ entry: z.string().min(1), version: z.string().optional(), routes: routeList.optional() })).optional(),
});

// What the web edge reads (edge/src/registry.ts), derived from the documents above: it composes the registry of every
// page load from them, so it checks only the fields it uses (strictly, as above), and a document failing that counts
// as missing there (with a warning), never as an error. The release commands keep validating whole documents.

/** A remote as the edge serves it from an environment's registry: live version, entry, routes and canary. */
export const servedRemoteSchema = environmentRemoteSchema.pick({ entry: true, version: true, routes: true, canary: true });

/**
 * An environment's registry as the edge reads it: its format and remotes. Not its rollback stacks, requests or history,
 * which the edge never reads: a broken history entry must not send every page back to the shell's build.
 */
export const servedRegistrySchema = environmentRegistrySchema.pick({ schemaVersion: true }).extend({ remotes: z.record(z.string(), servedRemoteSchema) });

/**
 * A release as the edge reads it: the routes it declares, when its registry entry has none (release.json files
 * written by tests carry only `remote`, `version`, `routes`).
 */
export const releaseRoutesSchema = releaseSchema.pick({ routes: true });

/** @typedef {z.infer<typeof canaryStateSchema>} CanaryState */
/** @typedef {z.infer<typeof canarySchema>} Canary */
/** @typedef {z.infer<typeof stackedStateSchema>} StackedState */
/** @typedef {z.infer<typeof environmentRemoteSchema>} EnvironmentRemote */
/** @typedef {z.infer<typeof registryEventSchema>} RegistryEvent */
/** @typedef {z.infer<typeof promotionRequestSchema>} PromotionRequest */
/** @typedef {z.infer<typeof environmentRegistrySchema>} EnvironmentRegistry */
/** @typedef {z.infer<typeof releaseSchema>} Release */
/** @typedef {z.infer<typeof sharedDescriptionSchema>} SharedDescription */
/** @typedef {z.infer<typeof buildInfoSchema>} BuildInfo */
/** @typedef {z.infer<typeof sharedExportsSchema>} SharedExports */
/** @typedef {z.infer<typeof bootAssetsSchema>} BootAssets */
/** @typedef {z.infer<typeof bundledRegistrySchema>} BundledRegistry */
/** @typedef {z.infer<typeof servedRemoteSchema>} ServedRemote */
/** @typedef {z.infer<typeof servedRegistrySchema>} ServedRegistry */
/** @typedef {z.infer<typeof releaseRoutesSchema>} ReleaseRoutes */

/** A document that is not what its schema says: the message names the file and every problem. */
export class DocumentError extends Error {
  /**
   * @param {string} file
   * @param {string} what e.g. "environment registry"
   * @param {string[]} problems
   */
  constructor(file, what, problems) {
    super(`${file} is not a valid ${what}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'DocumentError';
    this.file = file;
    this.problems = problems;
  }
}

/**
 * One line per issue: where in the document ("remotes.hubops.previous[0]") and what is wrong.
 * @param {ReadonlyArray<{ path: ReadonlyArray<PropertyKey>, message: string }>} issues
 */
export function describeIssues(issues) {
  return issues.map((i) => {
    const where = i.path.reduce((/** @type {string} */ s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '');
    return `${where || '(the document)'}: ${i.message}`;
  });
}

/**
 * Validates a document (parsed JSON, or one about to be written) against its schema; returns the parsed value (defaults
 * filled in) or throws a DocumentError naming `file`.
 * @template {import('zod').ZodType} S
 * @param {S} schema
 * @param {unknown} value
 * @param {string} file
 * @param {string} what
 * @returns {z.infer<S>}
 */
export function checkDocument(schema, value, file, what) {
  const result = schema.safeParse(value);
  if (!result.success) throw new DocumentError(file, what, describeIssues(result.error.issues));
  return result.data;
}

/**
 * Reads and validates a JSON document: a file that is not JSON, or not what the schema says, throws a DocumentError
 * naming it (a missing file throws as fs does).
 * @template {import('zod').ZodType} S
 * @param {S} schema
 * @param {string} file
 * @param {string} what
 * @returns {z.infer<S>}
 */
export function readDocument(schema, file, what) {
  const text = fs.readFileSync(file, 'utf8');
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new DocumentError(file, what, [`not JSON (${err instanceof Error ? err.message : String(err)})`]);
  }
  return checkDocument(schema, value, file, what);
}

import fs from 'node:fs';
import { type z } from 'zod';

/** Where the edge reports a document it read but could not use (the Fastify logger, or the console). */
export interface DocumentLog {
  warn(details: { file: string; problems: string[] }, message: string): void;
}

const consoleLog: DocumentLog = { warn: (details, message) => console.warn(message, details) };

/** A JSON file, or null when it is missing or not JSON (the build and the release commands write them whole). */
export const readJson = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** One warning per version of a bad document (its path and mtime), not one per page load. */
const warned = new Set<string>();

/**
 * A document read and checked against its schema: null when it is missing, not JSON, or not what the schema says
 * (an unreadable document always counted as missing; a wrong one now does too, with a warning naming its problems,
 * instead of failing the page load that read it).
 */
export function readDocument<S extends z.ZodType>(file: string, schema: S, log: DocumentLog = consoleLog): z.infer<S> | null {
  const raw = readJson(file);
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  let key = file;
  try {
    key = `${file}@${fs.statSync(file).mtimeMs}`;
  } catch {
    // gone meanwhile
  }
  if (!warned.has(key)) {
    warned.add(key);
    if (warned.size > 1000) warned.clear();
    const problems = parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`);
    log.warn({ file, problems }, 'registry document ignored: it does not have the expected shape');
  }
  return null;
}

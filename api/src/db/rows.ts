/** The rows of a `db.execute` answer on either driver (node-postgres and PGlite both wrap them in `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

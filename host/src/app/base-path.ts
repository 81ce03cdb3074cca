/**
 * The app is mounted under the first URL segment (spec 000 §2): /console/hubs -> "/console".
 * Any segment works, so one build serves /console, /staging or /qa; "" when the path has no segment.
 */
export function getBasePath(pathname: string): string {
  const first = pathname.split('/')[1];
  return first ? `/${first}` : '';
}

/** The app path under the base path: "/console/hubs/X" -> "/hubs/X". */
export function stripBasePath(pathname: string, basePath: string): string {
  if (!basePath || !pathname.startsWith(basePath)) return pathname || '/';
  return pathname.slice(basePath.length) || '/';
}

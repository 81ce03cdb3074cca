import { dropTemplates } from '../helpers/templates';

/** Removes the run's template databases. */
export default async function globalTeardown(): Promise<void> {
  await dropTemplates();
}

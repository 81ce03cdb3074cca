import { fieldExecutivesRepository } from './field-executives';
import { hubsRepository } from './hubs';

/** Every repository, as `app.repos` exposes them. */
export const repositories = {
  hubs: hubsRepository,
  fieldExecutives: fieldExecutivesRepository,
};
export type Repositories = typeof repositories;

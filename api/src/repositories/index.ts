import { fieldExecutivesRepository } from './field-executives';
import { hubsRepository } from './hubs';
import { itemsRepository } from './items';
import { monitoringRepository } from './monitoring';

/** Every repository, as `app.repos` exposes them. */
export const repositories = {
  hubs: hubsRepository,
  fieldExecutives: fieldExecutivesRepository,
  items: itemsRepository,
  monitoring: monitoringRepository,
};
export type Repositories = typeof repositories;

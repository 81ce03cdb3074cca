import { fieldExecutivesRepository } from './field-executives';
import { hubsRepository } from './hubs';
import { itemsRepository } from './items';
import { runsheetsRepository } from './runsheets';

/** Every repository, as `app.repos` exposes them. */
export const repositories = {
  hubs: hubsRepository,
  fieldExecutives: fieldExecutivesRepository,
  items: itemsRepository,
  runsheets: runsheetsRepository,
};
export type Repositories = typeof repositories;

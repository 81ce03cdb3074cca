import { dispatchRepository } from './dispatch';
import { fieldExecutivesRepository } from './field-executives';
import { hubOpsRepository } from './hub-ops';
import { hubsRepository } from './hubs';
import { itemsRepository } from './items';
import { totesRepository } from './totes';

/** Every repository, as `app.repos` exposes them. */
export const repositories = {
  hubs: hubsRepository,
  fieldExecutives: fieldExecutivesRepository,
  items: itemsRepository,
  totes: totesRepository,
  hubOps: hubOpsRepository,
  dispatch: dispatchRepository,
};
export type Repositories = typeof repositories;

import { fieldExecutivesRepository } from './field-executives';
import { hubsRepository } from './hubs';
import { itemsRepository } from './items';
import { ofdRepository } from './ofd';
import { totesRepository } from './totes';

/** Every repository, as `app.repos` exposes them. */
export const repositories = {
  hubs: hubsRepository,
  fieldExecutives: fieldExecutivesRepository,
  items: itemsRepository,
  totes: totesRepository,
  ofd: ofdRepository,
};
export type Repositories = typeof repositories;

import { ASSET_EVENT_TYPES_LIST, ASSET_STATES_LIST, PSV_ACTIVITY_LIST, PSV_TASK_STATE_LIST } from '@hub/shared/contracts';
import { ASSET_EVENT_TYPES, ASSET_STATES, PSV_ACTIVITIES, PSV_TASK_STATES } from '../../../src/db/schema/enums';

// The contracts expose the tote value lists the database constrains: a value added to one must reach the other.
it('the tote contracts and the database CHECK lists agree', () => {
  expect([...PSV_TASK_STATE_LIST]).toEqual([...PSV_TASK_STATES]);
  expect([...PSV_ACTIVITY_LIST]).toEqual([...PSV_ACTIVITIES]);
  expect([...ASSET_STATES_LIST]).toEqual([...ASSET_STATES]);
  expect([...ASSET_EVENT_TYPES_LIST]).toEqual([...ASSET_EVENT_TYPES]);
});

import { type FastifyPluginAsync } from 'fastify';
import {
  approveTripDistance,
  bulkCollectItem,
  collectItem,
  endRunsheetCloseActivity,
  fetchDropPointsForItem,
  fetchRunsheetDropPointsDetails,
  fetchRunsheetItemsList,
  fetchRunsheetItemsListV2,
  getAllActiveRunsheets,
  getOnHoldReasons,
  getTripDistance,
  markDropPointReattempt,
  otpValidation,
  persistVerify,
  releaseOtpLock,
  scanCrates,
  startRunsheetCloseActivity,
  updateRunSheetState,
  validateCloseRunsheetActivity,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerRunsheetHubLookup } from './hub-lookup';
import { createRunsheetService } from './service';

/** Runsheet close (spec 001 §2 "Runsheet close", §7 "Runsheet"): the rules are the service's. */
export const runsheetRoutes: FastifyPluginAsync = async (app) => {
  const runsheets = createRunsheetService(app);
  registerRunsheetHubLookup(app);

  registerEndpoint(app, getAllActiveRunsheets, ({ hub }) => runsheets.active(hub.hubOrgUnitId));
  registerEndpoint(app, fetchRunsheetItemsList, ({ params }) => runsheets.items(params.id, false));
  registerEndpoint(app, fetchRunsheetItemsListV2, ({ params }) => runsheets.items(params.id, true));
  registerEndpoint(app, fetchRunsheetDropPointsDetails, ({ params }) => runsheets.dropPoints(params.id));
  registerEndpoint(app, fetchDropPointsForItem, ({ params, query }) => runsheets.dropPointsForItem(params.runsheetId, params.itemId, query.setBreakItem));
  registerEndpoint(app, startRunsheetCloseActivity, ({ params }) => runsheets.start(params.id));
  registerEndpoint(app, getOnHoldReasons, ({ params }) => runsheets.holdReasons(params.id));
  registerEndpoint(app, updateRunSheetState, ({ params, body }) => runsheets.setState(params.id, body));
  registerEndpoint(app, scanCrates, ({ params }) => runsheets.scanTote(params.runsheetId, params.toteId));
  registerEndpoint(app, collectItem, ({ params, body }) => runsheets.collect(params.id, body, false));
  registerEndpoint(app, bulkCollectItem, ({ params, body }) => runsheets.collect(params.id, body, true));
  registerEndpoint(app, persistVerify, ({ params, body, user }) => runsheets.verify(params.id, body, user.email));
  registerEndpoint(app, otpValidation, ({ params, body }) => runsheets.validateOtp(params.runsheetId, params.dropPointId, body.otp));
  registerEndpoint(app, releaseOtpLock, ({ params, user }) => runsheets.releaseOtpLock(params.runsheetId, params.dropPointId, user));
  registerEndpoint(app, markDropPointReattempt, ({ params }) => runsheets.reattempt(params.runsheetId, params.dropPointId));
  registerEndpoint(app, validateCloseRunsheetActivity, ({ params }) => runsheets.validateClose(params.id));
  registerEndpoint(app, endRunsheetCloseActivity, ({ params, body, user }) => runsheets.close(params.id, body, user));
  registerEndpoint(app, getTripDistance, ({ params, hub }) => runsheets.tripDistance(params.runsheetId, hub));
  registerEndpoint(app, approveTripDistance, ({ params, hub, user }) => runsheets.approveDistance(params.runsheetId, hub, user.email));
};

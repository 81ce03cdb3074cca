// Live progress: changes other operators make, pushed by the api over server-sent events (docs/adr/010). A screen
// opts in with one call: useLiveQueries(hubId, [{ e: 'manifest', id: spaId, queryKey }]).
export { liveHubs, type LiveEvent, type LiveHandler, parseChanges, setLiveSourceFactory, subscribeLive } from './live-connection';
export { LIVE_REFETCH_GAP_MS, liveInvalidator, type LiveTarget, useLiveQueries } from './use-live-queries';

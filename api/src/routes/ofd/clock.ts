/**
 * The hub clock the OFD area judges time rules by (route batch afternoon window, the batch day). One object so tests
 * can set the time (`hubClock.now = () => new Date(...)`) without faking the process clock.
 */
export const hubClock = { now: (): Date => new Date() };

const MINUTES_PER_DAY = 1440;

/**
 * The hub clock's minute now: the server's minute when the list was read, plus the whole minutes since (the phone's
 * clock and time zone do not count, only the time that passed), wrapping at midnight.
 */
export function hubMinuteNow(minuteWhenRead: number, readAt: number, now = Date.now()): number {
  return (minuteWhenRead + Math.floor(Math.max(0, now - readAt) / 60_000)) % MINUTES_PER_DAY;
}

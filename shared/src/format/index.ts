// Display formatting shared by every area (counts, weights, money, dates, durations, status labels).
export * from './numbers';
export * from './dates';
export * from './status';

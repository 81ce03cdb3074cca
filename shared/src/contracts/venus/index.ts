// Monitoring (spec 002 §2-§9): hub dashboard, vehicle timeline, alert review, delivery-ops board, global search.
export * from './messages';
export * from './venus';
export * from './rules';
export * from './endpoints';

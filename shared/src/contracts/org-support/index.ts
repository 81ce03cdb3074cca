// Organisation support views (spec 002 §2 "Organisation (buyer/shop) support view"): contracts used by the api and remotes.
export * from './messages';
export * from './org-support';
export * from './rules';
export * from './endpoints';

// Organisation support views (spec 002 §2 "Organisation (buyer/shop) support view"): contracts used by the api and remotes.
export * from './order-details';

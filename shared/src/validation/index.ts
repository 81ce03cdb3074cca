// Validation rules several areas use; zod only, so the api validates with the same schemas (no React here).
export * from './messages';
export * from './scan';
export * from './identifiers';

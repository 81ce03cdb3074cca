// Stands in for zod's locales index in browser builds: only English, which zod registers itself (docs/adr/002).
export { default as en } from 'zod/v4/locales/en.js';

// The catalogue of shared pieces: mounted lazily by the host (Settings > Catalogue) and by the standalone dev server.
export * from './catalogue';

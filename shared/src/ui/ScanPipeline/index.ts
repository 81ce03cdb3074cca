export * from './ScanPipeline';
export * from './use-scanner';

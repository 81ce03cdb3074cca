export * from './ScanFlash';

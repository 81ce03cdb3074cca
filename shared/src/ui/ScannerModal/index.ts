export * from './ScannerModal';
export * from './CameraView';

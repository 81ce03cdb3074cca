// Design-system pieces built on Mantine. One folder per component; see shared/README.md for the catalogue.
export * from './theme';
export * from './AppProviders';
export * from './Icons';
export * from './Toast';
export * from './Modal';
export * from './SlideToConfirm';
export * from './TypableScanner';
export * from './ScannerModal';
export * from './ScanFlash';
export * from './ScanPipeline';

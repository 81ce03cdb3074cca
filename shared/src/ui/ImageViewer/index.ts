export * from './ImageViewer';

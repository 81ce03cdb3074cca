export * from './SlideUpPanel';

export * from './SlideToConfirm';

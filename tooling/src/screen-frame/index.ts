export * from './screen-frame';

export * from './TypableScanner';

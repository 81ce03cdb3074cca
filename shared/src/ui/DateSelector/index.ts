export * from './DateSelector';

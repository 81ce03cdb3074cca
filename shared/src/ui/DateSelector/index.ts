export * from './DateSelector';
export * from './date-param';

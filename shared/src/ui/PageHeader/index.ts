export * from './PageHeader';

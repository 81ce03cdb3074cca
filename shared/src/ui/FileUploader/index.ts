export * from './FileUploader';
export * from './validate-upload';

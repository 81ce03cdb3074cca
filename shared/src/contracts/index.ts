// zod contracts shared by the api (server) and every client. No React here: the api imports this.
export * from './common';
export * from './endpoint';
export * from './session';
export * from './auth';
export * from './hubs';
export * from './health';
export * from './field-executives';
export * from './files';
export * from './totes';
export * from './hub-ops';
export * from './runsheet';
export * from './venus';
export * from './org-support';
export * from './quality-check';
export * from './ofd';
export * from './clock';
export * from './platform';

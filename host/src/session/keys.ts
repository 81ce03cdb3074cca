import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the shell's sign-in page. */
export const authKeys = {
  ...createQueryKeys('auth'),
  /** The sign-in methods the server offers. */
  providers: () => ['auth', 'providers'] as const,
};

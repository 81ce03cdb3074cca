import { Text } from '@mantine/core';
import { type AdminUser, deactivateUserBodySchema } from '@hub/shared/contracts';
import { ConfirmWithReason } from '@hub/shared/ui';
import { deactivateQuestion, USER_TEXTS } from '../../../texts';
import { useDeactivateUser } from '../api/set-user-status';

export interface DeactivateUserModalProps {
  /** The user to deactivate; null hides the dialog. */
  user: Pick<AdminUser, 'id' | 'name' | 'email'> | null;
  /** Closes the dialog; required. */
  onClose: () => void;
}

/** Confirm with a reason (kept in the audit log); a refusal stays in the dialog in the server's words. */
export function DeactivateUserModal({ user, onClose }: DeactivateUserModalProps) {
  const deactivate = useDeactivateUser();
  return (
    <ConfirmWithReason
      opened={user !== null}
      title={USER_TEXTS.deactivateTitle}
      reasonSchema={deactivateUserBodySchema.shape.reason}
      confirmLabel={USER_TEXTS.deactivate}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!user) return;
        await deactivate.mutateAsync({ userId: user.id, reason });
        onClose();
      }}
    >
      {user && <Text>{deactivateQuestion(user.name, user.email)}</Text>}
    </ConfirmWithReason>
  );
}

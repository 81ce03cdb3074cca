import { Alert, Button, Group } from '@mantine/core';

export interface FormFooterProps {
  /** The form-level refusal (the server's words), shown above the buttons; none: nothing shown. */
  error?: unknown;
  /** Cancel button's text and action; required. */
  cancelLabel: string;
  onCancel: () => void;
  /** Submit button's text; required. */
  submitLabel: string;
  /** A save is under way: Cancel off, Submit spinning; required. */
  pending: boolean;
}

/** The end of every admin form: its refusal, then Cancel and the submit button (44 px each, right-aligned). */
export function FormFooter({ error, cancelLabel, onCancel, submitLabel, pending }: FormFooterProps) {
  return (
    <>
      {typeof error === 'string' && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" h={44} onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" h={44} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

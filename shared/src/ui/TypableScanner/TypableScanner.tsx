import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { CameraIcon } from '../Icons';

export interface TypableScannerProps {
  /** Receives the raw text on Enter or Submit (the scan pipeline normalises it); required. */
  onSubmit: (raw: string) => void;
  /** Field label; default 'Scan or type code'. */
  label?: string;
  /** Field placeholder; default 'Scan barcode'. */
  placeholder?: string;
  /** Submit button text; default 'Submit'. */
  submitLabel?: string;
  /** Focuses the field on mount, so a hardware scanner types straight into it; default false. */
  autoFocus?: boolean;
  /** Disables field and button; default false. */
  disabled?: boolean;
  /** When given, a camera button opens the camera scanner; default none. */
  onCameraClick?: () => void;
}

/** The typable scanner: a field a person or a hardware scanner types into, submitted with Enter or the button. */
export function TypableScanner({
  onSubmit,
  label = 'Scan or type code',
  placeholder = 'Scan barcode',
  submitLabel = 'Submit',
  autoFocus = false,
  disabled = false,
  onCameraClick,
}: TypableScannerProps) {
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    if (!value.trim()) return;
    onSubmit(value);
    setValue('');
    // Keep the field focused: the next hardware scan types into it too.
    inputRef.current?.focus();
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        ref={inputRef}
        style={{ flex: 1 }}
        label={label}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
        rightSection={
          onCameraClick ? (
            <ActionIcon variant="subtle" size={40} onClick={onCameraClick} aria-label="Open camera scanner" disabled={disabled}>
              <CameraIcon />
            </ActionIcon>
          ) : undefined
        }
        rightSectionWidth={onCameraClick ? 44 : undefined}
      />
      <Button onClick={submit} disabled={disabled || !value.trim()} h={42}>
        {submitLabel}
      </Button>
    </Group>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';

export interface VehicleFormProps {
  /** The vehicle in the URL. */
  value: string | null;
  onSubmit: (vehicle: string) => void;
}

/** The Vehicle Number input with Submit (spec 002 §2); the timeline runs only once a number is submitted. */
export function VehicleForm({ value, onSubmit }: VehicleFormProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onSubmit(text.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Vehicle Number"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={64}
          autoCapitalize="characters"
          style={{ flex: 1 }}
          size="md"
        />
        <Button type="submit" h={44} disabled={!text.trim()}>
          Submit
        </Button>
      </Group>
    </form>
  );
}

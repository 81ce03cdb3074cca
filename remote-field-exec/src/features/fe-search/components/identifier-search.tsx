import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { checkFeIdentifier } from '@hub/shared/contracts';
import { SearchIcon } from '@hub/shared/ui';

/** Placeholder of the identifier search (spec 001 §2). */
export const IDENTIFIER_SEARCH_PLACEHOLDER = 'Search ID, Phone Number Or PAN number';

export interface IdentifierSearchProps {
  /** Called with the normalised identifier when a complete one is submitted; required. */
  onSearch: (identifier: string) => void;
  /** Shows the Search button busy; default false. */
  loading?: boolean;
}

/**
 * Identifier search: Search button or Enter, blank ignored. While typing it reads the term progressively
 * ("Invalid format", "Enter N more digits for phone search", "Completing FE ID...", "Enter valid PAN (e.g., ABCDE1234F)");
 * only a complete FE id, phone or PAN is looked up.
 */
export function IdentifierSearch({ onSearch, loading = false }: IdentifierSearchProps) {
  const [term, setTerm] = useState('');
  const check = checkFeIdentifier(term);
  const hint = check.kind === 'incomplete' || check.kind === 'invalid' ? check : null;
  const submit = () => {
    if (check.kind === 'complete') onSearch(check.value);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          style={{ flex: 1 }}
          size="md"
          value={term}
          placeholder={IDENTIFIER_SEARCH_PLACEHOLDER}
          aria-label={IDENTIFIER_SEARCH_PLACEHOLDER}
          leftSection={<SearchIcon size={18} />}
          onChange={(e) => setTerm(e.currentTarget.value)}
          autoCapitalize="characters"
          autoComplete="off"
        />
        <Button type="submit" h={44} size="md" loading={loading} disabled={check.kind === 'blank'}>
          Search
        </Button>
      </Group>
      {hint && (
        <Text size="sm" mt={4} c={hint.kind === 'invalid' ? 'red' : 'dimmed'} role="status" data-identifier-hint={hint.kind}>
          {hint.message}
        </Text>
      )}
    </form>
  );
}

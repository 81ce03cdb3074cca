import { Alert, Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getErrorMessage } from '@hub/shared/api';
import { ADMIN_TMS_LABEL_MAX, ADMIN_TMS_LINKS_MAX, ADMIN_TMS_URL_MAX, putTmsLinksBodySchema, type TmsLinkInput } from '@hub/shared/contracts';
import { useSaveTmsLinks } from '../api/tms-links';
import { HUB_TEXTS, linkFieldLabel, removeLinkLabel } from '../texts';
import { schemaErrors } from '../utils/schema-errors';

export interface TmsLinksEditorProps {
  /** The hub; required. */
  hubId: string;
  /** The links to start from (the hub's own, or the default it inherits); required. */
  initial: readonly TmsLinkInput[];
  /** Called after a save, or on Cancel; required. */
  onDone: () => void;
}

interface LinksForm {
  links: TmsLinkInput[];
}

const blank = (): TmsLinkInput => ({ label: '', url: '' });

/** Edits a hub's own links: 1 to 10 rows of label and URL, checked by the contract; Save replaces the default. */
export function TmsLinksEditor({ hubId, initial, onDone }: TmsLinksEditorProps) {
  const save = useSaveTmsLinks();
  const form = useForm<LinksForm>({
    mode: 'controlled',
    initialValues: { links: initial.length ? initial.map((l) => ({ ...l })) : [blank()] },
    validate: (values) => schemaErrors(putTmsLinksBodySchema, values),
    onValuesChange: () => {
      if (form.errors.form) form.clearFieldError('form');
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ hubId, links: putTmsLinksBodySchema.parse(values).links });
      onDone();
    } catch (e) {
      form.setFieldError('form', getErrorMessage(e));
    }
  });
  const rows = form.values.links;
  const listError = form.errors.links ?? form.errors.form;
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Text c="dimmed">{HUB_TEXTS.tmsUrlHint}</Text>
        {rows.map((_, i) => (
          <Paper key={i} withBorder p="xs" data-link-row={i}>
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput
                  label={HUB_TEXTS.linkLabel}
                  aria-label={linkFieldLabel(HUB_TEXTS.linkLabel, i)}
                  required
                  autoComplete="off"
                  maxLength={ADMIN_TMS_LABEL_MAX}
                  {...form.getInputProps(`links.${i}.label`)}
                />
                <TextInput
                  label={HUB_TEXTS.linkUrl}
                  aria-label={linkFieldLabel(HUB_TEXTS.linkUrl, i)}
                  required
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="none"
                  maxLength={ADMIN_TMS_URL_MAX}
                  {...form.getInputProps(`links.${i}.url`)}
                />
              </SimpleGrid>
              <CloseButton
                size={44}
                mt={28}
                aria-label={removeLinkLabel(i)}
                disabled={rows.length <= 1 || save.isPending}
                onClick={() => form.removeListItem('links', i)}
              />
            </Group>
          </Paper>
        ))}
        {typeof listError === 'string' && (
          <Alert color="red" role="alert">
            {listError}
          </Alert>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button
            variant="default"
            h={44}
            disabled={rows.length >= ADMIN_TMS_LINKS_MAX || save.isPending}
            onClick={() => form.insertListItem('links', blank())}
          >
            {HUB_TEXTS.addLink}
          </Button>
          <Group gap="sm">
            <Button variant="default" h={44} onClick={onDone} disabled={save.isPending}>
              {HUB_TEXTS.cancel}
            </Button>
            <Button type="submit" h={44} loading={save.isPending}>
              {HUB_TEXTS.saveLinks}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

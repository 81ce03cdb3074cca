import { Anchor, Group, Image, Input, Stack } from '@mantine/core';
import { uploadFile } from '@hub/shared/api';
import { endpointUrl, FE_UPLOAD_EXTENSIONS, FE_UPLOAD_MAX_BYTES, type FeUploadQuery, uploadFieldExecutiveFile } from '@hub/shared/contracts';
import { FileUploader } from '@hub/shared/ui';

/** Where FE images go (spec 001 §7), from the call's contract. */
export const FE_UPLOAD_URL = endpointUrl(uploadFieldExecutiveFile);

export interface ImageUploadFieldProps {
  /** Field label, e.g. 'PAN card image'; required. */
  label: string;
  /** URL of the uploaded image, '' when none; required. */
  value: string;
  /** Called with the stored file's URL after an upload; required. */
  onChange: (url: string) => void;
  /** What the server records the file as; required. */
  purpose: NonNullable<FeUploadQuery['purpose']>;
  /** Validation message under the field; default none. */
  error?: string;
  /** Disables picking; default false. */
  disabled?: boolean;
}

/** One required image of the FE form: the shared uploader (png, jpeg, jpg, at most 2097152 bytes) and a preview. */
export function ImageUploadField({ label, value, onChange, purpose, error, disabled = false }: ImageUploadFieldProps) {
  return (
    <Input.Wrapper label={label} required error={error}>
      <Stack gap="xs" mt={4}>
        {value && (
          <Group gap="sm" wrap="nowrap">
            <Image src={value} alt={label} h={64} w={96} fit="contain" radius="sm" bg="gray.1" />
            <Anchor href={value} target="_blank" rel="noreferrer" size="sm">
              View {label.toLowerCase()}
            </Anchor>
          </Group>
        )}
        <FileUploader
          uploadUrl={FE_UPLOAD_URL}
          label={value ? `Replace ${label.toLowerCase()}` : label}
          allowedExtensions={FE_UPLOAD_EXTENSIONS}
          accept="image/png,image/jpeg,.png,.jpeg,.jpg"
          maxSizeBytes={FE_UPLOAD_MAX_BYTES}
          disabled={disabled}
          upload={(url, file) => uploadFile(url, file, { query: { purpose } })}
          onUploaded={(result) => {
            if (result.url) onChange(result.url);
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}

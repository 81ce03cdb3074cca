import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { getErrorMessage, uploadFile, type UploadResult } from '../../api';
import { bytesToMb } from '../../format';
import { UploadIcon } from '../Icons';
import { UPLOAD_MESSAGES, validateUploadFiles } from './validate-upload';

export interface FileUploaderProps {
  /** Where the raw file is POSTed (API path or absolute URL); required. */
  uploadUrl: string;
  /** Largest allowed size in bytes; default no limit. */
  maxSizeBytes?: number;
  /** Check mode: name of the file used earlier, which this upload must match; default off. */
  checkFileName?: string | null;
  /** Allowed extensions without the dot; default any. */
  allowedExtensions?: readonly string[];
  /** `accept` of the file picker (e.g. '.xlsx,.xls'); default built from allowedExtensions, else any. */
  accept?: string;
  /** Heading of the drop area; default 'Upload file'. */
  label?: string;
  /** Called after a successful upload with the server's answer; default none. */
  onUploaded?: (result: UploadResult, file: File) => void;
  /** Called with the text shown for a refused or failed upload; default none. */
  onError?: (message: string) => void;
  /** Disables picking and dropping; default false. */
  disabled?: boolean;
  /** Sends the file; default uploadFile (POST of the raw file to uploadUrl). */
  upload?: (url: string, file: File) => Promise<UploadResult>;
}

type State =
  { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'done'; name: string; message: string | null } | { kind: 'error'; message: string };

/**
 * File uploader: exactly one file, size and check-mode rules with the spec's texts, then a POST of the raw file
 * (fileName, fileSize, fileType in the query). Pick with the button or drop onto the area.
 */
export function FileUploader({
  uploadUrl,
  maxSizeBytes,
  checkFileName,
  allowedExtensions,
  accept,
  label = 'Upload file',
  onUploaded,
  onError,
  disabled = false,
  upload = uploadFile,
}: FileUploaderProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const busy = state.kind === 'uploading';
  // Reset the hidden input after each pick, so choosing the same file again still fires.
  const resetPicker = useRef<() => void>(null);

  const fail = (message: string) => {
    setState({ kind: 'error', message });
    onError?.(message);
  };

  const handle = async (files: ArrayLike<File> | null) => {
    const refusal = validateUploadFiles(files, { maxSizeBytes, expectedFileName: checkFileName, allowedExtensions });
    if (refusal) return fail(refusal);
    const file = files![0]!;
    setState({ kind: 'uploading', name: file.name });
    try {
      const result = await upload(uploadUrl, file);
      setState({ kind: 'done', name: file.name, message: result.message });
      onUploaded?.(result, file);
    } catch (e) {
      fail(getErrorMessage(e) || UPLOAD_MESSAGES.failed);
    }
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled && !busy) void handle(e.dataTransfer.files);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-file-uploader={state.kind}
      style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined }}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="xs" align="center">
        <UploadIcon size={28} />
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed" ta="center">
          Drop one file here or choose it
          {maxSizeBytes !== undefined ? ` (less than ${bytesToMb(maxSizeBytes)}MB)` : ''}
        </Text>
        <FileButton
          resetRef={resetPicker}
          onChange={(file) => {
            void handle(file ? [file] : null);
            resetPicker.current?.();
          }}
          accept={accept ?? allowedExtensions?.map((e) => `.${e}`).join(',')}
          disabled={disabled || busy}
        >
          {(props) => (
            <Button {...props} disabled={disabled || busy} leftSection={busy ? <Loader size="xs" /> : undefined}>
              {busy ? 'Uploading…' : 'Choose file'}
            </Button>
          )}
        </FileButton>
        {state.kind === 'uploading' && (
          <Text size="sm" c="dimmed">
            {state.name}
          </Text>
        )}
        {state.kind === 'done' && (
          <Group gap={4}>
            <Text size="sm" c="green.8">
              Uploaded {state.name}
              {state.message ? `: ${state.message}` : ''}
            </Text>
          </Group>
        )}
        {state.kind === 'error' && (
          <Alert color="red" w="100%" role="alert">
            {state.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

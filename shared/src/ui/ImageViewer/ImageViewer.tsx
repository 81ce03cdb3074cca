import { ActionIcon, Box, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Modal } from '../Modal';
import { RotateLeftIcon, RotateRightIcon } from '../Icons';

/** Rotation step of the image viewer, degrees (spec 002 §9). */
export const IMAGE_ROTATION_STEP = 90;

/** Normalises a rotation to 0, 90, 180 or 270. */
export const normaliseRotation = (deg: number) => ((deg % 360) + 360) % 360;

export interface ImageViewerProps {
  /** Image URLs; required. */
  images: readonly string[];
  /** Index shown first; default 0. */
  initialIndex?: number;
  /** Alternative text prefix; default 'Image'. */
  alt?: string;
  /** Height of the main image area, px; default 360. */
  height?: number;
}

/** Image viewer: one large image that rotates left and right in 90-degree steps, and a row of thumbnails. */
export function ImageViewer({ images, initialIndex = 0, alt = 'Image', height = 360 }: ImageViewerProps) {
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), Math.max(images.length - 1, 0)));
  const [rotation, setRotation] = useState(0);
  if (images.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No images
      </Text>
    );
  }
  const current = images[index] ?? images[0]!;
  const select = (i: number) => {
    setIndex(i);
    setRotation(0);
  };
  return (
    <Stack gap="sm" data-image-viewer>
      <Box h={height} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }} bg="gray.1">
        <Image
          src={current}
          alt={`${alt} ${index + 1} of ${images.length}`}
          fit="contain"
          mah={height}
          maw="100%"
          data-rotation={normaliseRotation(rotation)}
          style={{ transform: `rotate(${rotation}deg)`, transition: 'transform 200ms ease' }}
        />
      </Box>
      <Group justify="center" gap="md">
        <ActionIcon variant="light" size={44} aria-label="Rotate left" onClick={() => setRotation((r) => r - IMAGE_ROTATION_STEP)}>
          <RotateLeftIcon />
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {index + 1} / {images.length}
        </Text>
        <ActionIcon variant="light" size={44} aria-label="Rotate right" onClick={() => setRotation((r) => r + IMAGE_ROTATION_STEP)}>
          <RotateRightIcon />
        </ActionIcon>
      </Group>
      {images.length > 1 && (
        <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }} role="list" aria-label="Thumbnails">
          {images.map((src, i) => (
            <UnstyledButton
              key={`${src}-${i}`}
              role="listitem"
              aria-label={`Show image ${i + 1}`}
              aria-current={i === index}
              onClick={() => select(i)}
              style={{
                flex: '0 0 auto',
                borderRadius: 6,
                outline: i === index ? '3px solid var(--mantine-primary-color-filled)' : '1px solid var(--mantine-color-gray-4)',
              }}
            >
              <Image src={src} alt="" w={56} h={56} fit="cover" radius={6} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export interface ImageViewerModalProps extends ImageViewerProps {
  /** Whether the viewer shows; required. */
  opened: boolean;
  /** Called on Escape, a click outside or the close button; required. */
  onClose: () => void;
  /** Modal title; default 'Images'. */
  title?: string;
}

/** The image viewer in the app's modal (proof images of alerts, drops, failures). */
export function ImageViewerModal({ opened, onClose, title = 'Images', ...viewer }: ImageViewerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <ImageViewer {...viewer} />
    </Modal>
  );
}

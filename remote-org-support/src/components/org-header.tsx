import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { ORG_SUPPORT_MESSAGES } from '@hub/shared/contracts';
import { googleMapsUrl } from '../utils/maps';

export interface OrgHeaderProps {
  orgId: string;
  shopName: string;
  phoneNumber: string;
  address: string;
  lat: number;
  lng: number;
  /** Heading level of the shop name; default 3 (2 on the org page, where it is the page's title). */
  order?: 2 | 3;
  /** Shown beside the Maps link (the drop panel's link to the org view); default none. */
  actions?: ReactNode;
}

/**
 * The shop's header (spec 002 §2): shop name and org id, buyer phone, address, and 'Open on Google Maps' built from
 * latitude and longitude (a new tab; `noopener` so the maps page cannot reach back into the app).
 */
export function OrgHeader({ orgId, shopName, phoneNumber, address, lat, lng, order = 3, actions }: OrgHeaderProps) {
  return (
    <Stack gap={2} data-testid="org-header">
      <Title order={order} size="h4">
        {shopName}{' '}
        <Text span c="dimmed" size="sm">
          ({orgId})
        </Text>
      </Title>
      <Text size="sm">
        <Anchor href={`tel:${phoneNumber}`} inherit>
          {phoneNumber}
        </Anchor>
      </Text>
      <Text size="sm">{address}</Text>
      <Group gap="md">
        <Anchor href={googleMapsUrl(lat, lng)} target="_blank" rel="noopener noreferrer" size="sm" py={12}>
          {ORG_SUPPORT_MESSAGES.openMaps}
        </Anchor>
        {actions}
      </Group>
    </Stack>
  );
}

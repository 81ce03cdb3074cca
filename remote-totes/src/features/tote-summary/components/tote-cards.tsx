import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

/** The cards of Tote Management home (001 §2), each a sub-path appended to the current URL. */
export const TOTE_CARDS = [
  { path: 'receiveTotes', title: 'Receive Totes', text: 'Add new totes to your facility' },
  { path: 'psvTotes', title: 'Conduct PSV', text: 'Find missing totes inside' },
  { path: 'sendTotes', title: 'Send Totes', text: 'Shift totes to another facility' },
  { path: 'troubleshootTotes', title: 'Troubleshoot Totes', text: 'Scan a tote to troubleshoot an asset' },
  { path: 'troubleshootIssues', title: 'Troubleshoot Issues', text: 'Mark lost assets found, bulk asset info', l1OrAdmin: true },
] as const;

/** The cards; Troubleshoot Issues only for L1 or admin (001 §6). */
export function ToteCards({ showIssues }: { showIssues: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = pathname.replace(/\/+$/, '');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {TOTE_CARDS.filter((c) => !('l1OrAdmin' in c) || showIssues).map((c) => (
        <UnstyledButton key={c.path} onClick={() => void navigate(`${base}/${c.path}`)} mih={44}>
          <Card withBorder radius="md" padding="md">
            <Text fw={600}>{c.title}</Text>
            <Text size="sm" c="dimmed">
              {c.text}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

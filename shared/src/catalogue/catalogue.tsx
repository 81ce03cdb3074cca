import { Badge, Box, Button, Card, Code, Group, List, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type UploadResult } from '../api';
import {
  formatCardDate,
  formatCount,
  formatDate,
  formatDuration,
  formatRupees,
  formatShortDate,
  formatTonnage,
  formatToteWeight,
  STATUS_COLOURS,
} from '../format';
import {
  BottomDrawer,
  ConfirmWithReason,
  DateSelector,
  Dropdown,
  FileUploader,
  ImageViewer,
  ImageViewerModal,
  Modal,
  PageHeader,
  QueryState,
  ScanPipeline,
  SlideToConfirm,
  SlideUpPanel,
  StatusBadge,
  toast,
  TOAST_DURATION,
  TypableScanner,
  useScanner,
  type ScanEvent,
} from '../ui';
import {
  feIdSchema,
  indianPhoneSchema,
  normaliseScanInput,
  panSchema,
  permanentToteSchema,
  shipmentStringSchema,
  toteStringSchema,
  vehicleNumberSchema,
} from '../validation';
import { DEMO_IMAGES } from './demo-images';

const HUB_OPTIONS = [
  { value: 'HUB-BLR-01', label: 'Bengaluru Central Hub' },
  { value: 'HUB-HYD-02', label: 'Hyderabad East Hub' },
  { value: 'HUB-PUN-03', label: 'Pune West Hub' },
];

const FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'NOT_STARTED', label: 'Not Started' },
  { value: 'PARTIALLY_DISPATCHED', label: 'Partially Dispatched' },
  { value: 'ACTION_REQUIRED', label: 'Action Required' },
];

function Section({ id, title, children, note }: { id: string; title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`catalogue-${id}`} data-catalogue-section={id}>
      <Stack gap="sm">
        <Title order={4} id={`catalogue-${id}`}>
          {title}
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** Keeps the uploaded file in this browser: the catalogue shows the uploader's rules without a server endpoint. */
async function keepInBrowser(_url: string, file: File): Promise<UploadResult> {
  const url = URL.createObjectURL(file);
  return { url, data: url, message: 'kept in this browser (catalogue)' };
}

type DemoQueryState = 'loading' | 'error' | 'empty' | 'data';
const DEMO_QUERY_STATES: DemoQueryState[] = ['loading', 'error', 'empty', 'data'];

/** QueryState in each of its states: the query here is a plain object, so every state can be shown on demand. */
function QueryStateDemo() {
  const [state, setState] = useState<DemoQueryState>('data');
  const [retries, setRetries] = useState(0);
  const query = {
    data: state === 'data' ? ['TT000A0001', 'TT000A0002'] : state === 'empty' ? [] : undefined,
    isError: state === 'error',
    error: state === 'error' ? new Error('Failed to load data. Please retry.') : null,
    refetch: () => setRetries((n) => n + 1),
  };
  return (
    <Section id="query-state" title="Query state" note="Loading (a labelled loader), error (the text and Retry), empty (a text), or the content.">
      <Group gap="xs">
        {DEMO_QUERY_STATES.map((s) => (
          <Button key={s} size="compact-md" h={44} variant={s === state ? 'filled' : 'light'} onClick={() => setState(s)}>
            {s}
          </Button>
        ))}
      </Group>
      <QueryState query={query} what="totes" isEmpty={(d) => d.length === 0} emptyText="No totes available.">
        {(totes) => (
          <List>
            {totes.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List>
        )}
      </QueryState>
      <Text size="sm">Retry pressed {retries} time(s)</Text>
    </Section>
  );
}

/** ConfirmWithReason: free text with a minimum length, or a fixed list of reasons. */
function ConfirmWithReasonDemo() {
  const [opened, setOpened] = useState<'free' | 'list' | null>(null);
  const [last, setLast] = useState<string | null>(null);
  return (
    <Section
      id="confirm-with-reason"
      title="Confirm with reason"
      note="Deactivate, QC rejection, hold and shortfall use this one dialog; a refusal stays in it."
    >
      <Group gap="xs">
        <Button variant="light" h={44} onClick={() => setOpened('free')}>
          Free-text reason
        </Button>
        <Button variant="light" h={44} onClick={() => setOpened('list')}>
          Reason from a list
        </Button>
      </Group>
      <Text size="sm">
        Last reason: <Code>{last ?? '(none)'}</Code>
      </Text>
      <ConfirmWithReason
        opened={opened !== null}
        title={opened === 'list' ? 'Shortfall Reason' : 'Deactivate Field Executive'}
        reasons={
          opened === 'list'
            ? [
                { value: 'PRODUCT_NOT_FOUND', label: 'Product Not Found' },
                { value: 'PRODUCT_DAMAGED', label: 'Product Damaged' },
              ]
            : undefined
        }
        confirmLabel="Confirm"
        onConfirm={(reason) => {
          setLast(reason);
          setOpened(null);
        }}
        onClose={() => setOpened(null)}
      >
        <Text size="sm">{opened === 'list' ? 'Why is this line short?' : 'FE-DEMO0001 Ravi Kumar'}</Text>
      </ConfirmWithReason>
    </Section>
  );
}

function ScanDemos() {
  const [rejectDuplicates, setRejectDuplicates] = useState(true);
  const [listen, setListen] = useState(true);
  const [log, setLog] = useState<ScanEvent[]>([]);
  const scanner = useScanner({
    listen,
    duplicateMessage: rejectDuplicates ? 'Duplicate Scan.' : undefined,
    onScan: (scan) => {
      setLog((l) => [scan, ...l].slice(0, 5));
      return { ok: true, message: `${scan.value} scanned` };
    },
  });
  const last = log[0];
  const lastWedge = log.find((s) => s.source === 'wedge');
  return (
    <>
      <Section
        id="camera-scanner"
        title="Camera scanner"
        note="Opens 200 ms after the tap; html5-qrcode loads only now. The first decoded code closes the scanner. Every scan beeps, vibrates and flashes (green success, red refusal)."
      >
        <Stack gap="xs">
          <Button onClick={() => scanner.open('camera')}>Scan with camera</Button>
          <Button variant="light" onClick={() => scanner.open('typable')}>
            Open typable scanner
          </Button>
        </Stack>
        <Text fw={700} data-testid="scan-result" aria-live="polite">
          {last ? `Scanned: ${last.value}` : 'Nothing scanned yet'}
        </Text>
        {last && (
          <Text size="sm" c="dimmed">
            Source: {last.source}, type {last.type}
          </Text>
        )}
        <Switch label="Refuse repeats with 'Duplicate Scan.'" checked={rejectDuplicates} onChange={(e) => setRejectDuplicates(e.currentTarget.checked)} />
        <Button variant="subtle" onClick={() => scanner.duplicates.forget()}>
          Forget scanned codes ({scanner.duplicates.count})
        </Button>
      </Section>
      <Section
        id="typable-scanner"
        title="Typable scanner (inline)"
        note="A field a person or a hardware scanner types into; Enter or Submit feeds the same pipeline."
      >
        <TypableScanner onSubmit={(raw) => void scanner.submit(raw, { source: 'typed' })} onCameraClick={() => scanner.open('camera')} />
      </Section>
      <Section
        id="keyboard-wedge"
        title="Keyboard-wedge scanner"
        note="With no field focused, a hardware scanner's fast burst of keys ending in Enter is one scan. Slow typing is ignored. Try it: click the page background, then scan (or type a code very fast and press Enter)."
      >
        <Switch label="Listen for hardware scanners on this screen" checked={listen} onChange={(e) => setListen(e.currentTarget.checked)} />
        <Text fw={700} data-testid="wedge-result">
          {lastWedge ? `Hardware scan: ${lastWedge.value}` : 'No hardware scan yet'}
        </Text>
        {log.length > 0 && (
          <List size="sm" spacing={2}>
            {log.map((s, i) => (
              <List.Item key={`${s.value}-${i}`}>
                {s.value}{' '}
                <Text span c="dimmed">
                  ({s.source})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <ScanPipeline scanner={scanner} title="Scan a code" />
      <PageHeaderDemo onScanClick={() => scanner.open('camera')} />
    </>
  );
}

function PageHeaderDemo({ onScanClick }: { onScanClick: () => void }) {
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<string | null>('ALL');
  return (
    <Section
      id="page-header"
      title="Page header"
      note="Search is sent 200 ms after the last keystroke; the filter icon opens 'Select Filter'; the scan icon opens the camera."
    >
      <PageHeader
        title="Dispatch"
        onSearch={setTerm}
        searchPlaceholder="Search manifest"
        filters={FILTERS}
        filterValue={filter}
        onFilterApply={setFilter}
        onScanClick={onScanClick}
      />
      <Text size="sm">
        Search: <Code>{term || '(empty)'}</Code> Filter: <Code>{filter ?? '(none)'}</Code>
      </Text>
    </Section>
  );
}

function ValidationDemo() {
  const [value, setValue] = useState('TT000A0001');
  const rules = [
    ['Tote string', toteStringSchema],
    ['Shipment string', shipmentStringSchema],
    ['Permanent tote', permanentToteSchema],
    ['Indian phone', indianPhoneSchema],
    ['PAN', panSchema],
    ['FE id', feIdSchema],
    ['Vehicle number', vehicleNumberSchema],
  ] as const;
  return (
    <Section id="validation" title="Validation rules" note="The same zod schemas run on the server.">
      <TextInput label="Value" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <Text size="sm">
        Normalised scan: <Code>{normaliseScanInput(value) || '(empty)'}</Code>
      </Text>
      <Table fz="sm" withRowBorders>
        <Table.Tbody>
          {rules.map(([name, schema]) => {
            const r = schema.safeParse(value);
            return (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  {r.success ? (
                    <Badge color="green">valid</Badge>
                  ) : (
                    <Text size="xs" c="red">
                      {r.error.issues[0]?.message}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function FormatDemo() {
  const now = Date.now();
  const rows: [string, string][] = [
    ['formatCount(7)', formatCount(7)],
    ['formatCount(12)', formatCount(12)],
    ['formatToteWeight(950)', formatToteWeight(950)],
    ['formatToteWeight(1250)', formatToteWeight(1250)],
    ['formatTonnage(3.456)', formatTonnage(3.456)],
    ['formatRupees(12345)', formatRupees(12345)],
    ['formatDate(now)', formatDate(now)],
    ['formatCardDate(now)', formatCardDate(now)],
    ['formatShortDate(now)', formatShortDate(now)],
    ['formatDuration(754)', formatDuration(754)],
  ];
  return (
    <Section id="format" title="Formatting">
      <Table fz="sm" withRowBorders>
        <Table.Tbody>
          {rows.map(([call, out]) => (
            <Table.Tr key={call}>
              <Table.Td>
                <Code>{call}</Code>
              </Table.Td>
              <Table.Td>{out}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        <StatusBadge status="DISPATCHED" />
        <StatusBadge status="PARTIALLY_DISPATCHED" />
        <StatusBadge status="NOT_DISPATCHED" />
        <StatusBadge status="NOT_STARTED" />
      </Group>
      <Text size="xs" c="dimmed">
        Colours: done {STATUS_COLOURS.done}, partial {STATUS_COLOURS.partial}, not done {STATUS_COLOURS.notDone}, not started {STATUS_COLOURS.notStarted}
      </Text>
    </Section>
  );
}

/**
 * Every shared piece on a phone-sized screen, so area teams see what exists before writing their own.
 * Mounted by the host at Settings > Catalogue and by `pnpm --filter @hub/shared dev`.
 */
export function Catalogue() {
  const [params] = useSearchParams();
  const [hub, setHub] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(0);
  const [slideDisabled, setSlideDisabled] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);

  return (
    <Box maw={390} mx="auto" px="xs" py="md" data-catalogue>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2}>Shared kit catalogue</Title>
          <Text size="sm" c="dimmed">
            Import from <Code>@hub/shared/ui</Code>, <Code>/hooks</Code>, <Code>/format</Code>, <Code>/validation</Code>.
          </Text>
        </Stack>

        <ScanDemos />

        <Section
          id="slide-to-confirm"
          title="Slide to confirm"
          note="Release at 90 or more of 100 to confirm; it resets 500 ms later. Keyboard: focus the thumb and press End."
        >
          <SlideToConfirm label="Swipe to close manifest" disabled={slideDisabled} onConfirm={() => setConfirmed((n) => n + 1)} />
          <Text size="sm">Confirmed {confirmed} time(s)</Text>
          <Switch label="Disabled" checked={slideDisabled} onChange={(e) => setSlideDisabled(e.currentTarget.checked)} />
        </Section>

        <Section id="toasts" title="Toasts" note="Top of the screen; 3000 ms by default, 2 s successes, 10 s close errors.">
          <SimpleGrid cols={3} spacing="xs">
            <Button color="green" onClick={() => toast.success('Tote scanned', { duration: TOAST_DURATION.success })}>
              Success
            </Button>
            <Button color="red" onClick={() => toast.error('Could not close the manifest', { duration: TOAST_DURATION.closeError })}>
              Error
            </Button>
            <Button color="blue" onClick={() => toast.info('Saved')}>
              Info
            </Button>
          </SimpleGrid>
        </Section>

        <Section id="date-selector" title="Date selector" note="The date is a ms timestamp in the query parameter date; no dates after today.">
          <DateSelector />
          <Text size="sm">
            ?date=<Code>{params.get('date') ?? '(none)'}</Code>
          </Text>
        </Section>

        <Section id="dropdown" title="Dropdown" note="Type to search; Enter picks the first match; Escape closes; list at most 300 px.">
          <Dropdown label="Hub" data={HUB_OPTIONS} value={hub} onChange={setHub} placeholder="Select hub" searchPlaceholder="Enter hub name or id" />
          <Text size="sm">
            Selected: <Code>{hub ?? '(none)'}</Code>
          </Text>
        </Section>

        <Section id="modal" title="Modal" note="Escape or a click outside closes it; 50vw wide, 95vw at 480 px and below.">
          <Button variant="light" onClick={() => setModalOpen(true)}>
            Open modal
          </Button>
          <Modal opened={modalOpen} onClose={() => setModalOpen(false)} title="Confirm?">
            <Text>Modal content. Press Escape or tap outside.</Text>
          </Modal>
        </Section>

        <Section id="image-viewer" title="Image viewer" note="Rotate left and right in 90-degree steps; thumbnails switch images.">
          <ImageViewer images={DEMO_IMAGES} height={200} />
          <Button variant="light" onClick={() => setViewerOpen(true)}>
            Open in a modal
          </Button>
          <ImageViewerModal opened={viewerOpen} onClose={() => setViewerOpen(false)} images={DEMO_IMAGES} title="Proof images" />
        </Section>

        <Section id="file-uploader" title="File uploader" note="One png, jpeg or jpg file, at most 2 MB (2097152 bytes). Here the file stays in the browser.">
          <FileUploader
            uploadUrl="/catalogue/upload"
            maxSizeBytes={2097152}
            allowedExtensions={['png', 'jpeg', 'jpg']}
            upload={keepInBrowser}
            onUploaded={(r) => setUploaded(r.url)}
            label="PAN card image"
          />
          {uploaded && <ImageViewer images={[uploaded]} height={160} />}
        </Section>

        <Section id="drawers" title="Bottom drawer and slide-up panel">
          <Stack gap="xs">
            <Button
              variant="light"
              onClick={() => {
                setDrawerOpen(true);
                setTimeout(() => setDrawerOpen(false), 2000);
              }}
            >
              Bottom drawer (2 s)
            </Button>
            <Button variant="light" onClick={() => setPanelOpen(true)}>
              Slide-up panel
            </Button>
          </Stack>
          <BottomDrawer opened={drawerOpen} />
          <SlideUpPanel opened={panelOpen} onClose={() => setPanelOpen(false)} title="Item details">
            <Text>Slides up in 500 ms; this content is cleared 500 ms after the panel closes.</Text>
          </SlideUpPanel>
        </Section>

        <QueryStateDemo />
        <ConfirmWithReasonDemo />
        <FormatDemo />
        <ValidationDemo />
      </Stack>
    </Box>
  );
}

import { Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isToteString, TOTE_MESSAGES } from '@hub/shared/contracts';
import { QueryState, ScanPipeline, useScanner } from '@hub/shared/ui';
import { VALIDATION_MESSAGES } from '@hub/shared/validation';
import { TotePage, useHubId } from '../components/tote-page';
import { useTroubleshootAsset } from '../features/troubleshoot/api/troubleshoot';
import { AssetCard } from '../features/troubleshoot/components/asset-card';
import { AssetHistory } from '../features/troubleshoot/components/asset-history';

/** /hubs/{hubId}/toteManagement/troubleshootTotes "Troubleshoot Totes" (001 §2): scan a tote, see its card and history. */
export function TroubleshootTotesPage() {
  const hubId = useHubId();
  const [code, setCode] = useState<string | null>(null);
  const asset = useTroubleshootAsset(code);
  const scanner = useScanner({
    onScan: ({ value }) => {
      if (!isToteString(value)) return { ok: false, message: VALIDATION_MESSAGES.tote };
      setCode(value);
      return true;
    },
  });
  // The typable scanner opens by itself (001 §2 "auto-opened").
  const { open } = scanner;
  useEffect(() => open('typable'), [open]);
  return (
    <TotePage title="Troubleshoot Totes">
      <Button h={44} variant="default" onClick={() => scanner.open('typable')}>
        {TOTE_MESSAGES.scanToteBarcode}
      </Button>
      {code && (
        <QueryState query={asset} what="asset" errorText={TOTE_MESSAGES.detailsNotFound}>
          {(a) => (
            <Stack gap="sm">
              <AssetCard hubId={hubId} asset={a} />
              <AssetHistory code={a.assetCode} />
            </Stack>
          )}
        </QueryState>
      )}
      <ScanPipeline scanner={scanner} title={TOTE_MESSAGES.troubleshootAsset} label={TOTE_MESSAGES.scanToteBarcode} />
    </TotePage>
  );
}

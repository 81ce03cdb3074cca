import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { callEndpoint, getErrorMessage } from '@hub/shared/api';
import {
  DISPATCH_MESSAGES,
  getTroubleshootAsset,
  markAssetUsable,
  markedUsableMessage,
  markUsableFailedMessage,
  validateAsset,
  validatingAssetFailedMessage,
} from '@hub/shared/contracts';
import { settleWrite } from '@hub/shared/outbox';
import { Modal, toast } from '@hub/shared/ui';
import { useTagToManifest } from '../api/dispatch-mutations';

/**
 * Tagging a tote or crate to the manifest (spec 000 §4 "Asset usability during tagging"): validate the asset; when it
 * is usable, tag it; when not, fetch its troubleshoot details and offer to mark it usable, after which the user tags
 * again. Every failure text of §8 "Asset tagging". Returns the tag action and the mark-usable dialog to render.
 */
export function useDispatchTagging(hubId: string, spaId: string, referenceId: string) {
  const tag = useTagToManifest();
  const [offer, setOffer] = useState<{ code: string; reason: string } | null>(null);
  const [marking, setMarking] = useState(false);

  const tagAsset = async (code: string): Promise<{ ok: boolean; message?: string }> => {
    let usable: boolean;
    let reason: string | null;
    try {
      const v = await callEndpoint(validateAsset, { params: { hubId, assetCode: code } });
      usable = v.usable;
      reason = v.reason;
    } catch (e) {
      return { ok: false, message: validatingAssetFailedMessage(code, getErrorMessage(e)) };
    }
    if (!usable) {
      try {
        await callEndpoint(getTroubleshootAsset, { params: { assetCode: code } });
      } catch {
        return { ok: false, message: DISPATCH_MESSAGES.assetDetailsNotFound };
      }
      setOffer({ code, reason: reason ?? '' });
      return { ok: false, message: reason ?? undefined };
    }
    // Kept in the outbox (the network failed after the validation): rethrown, the pipeline accepts it as pending.
    return settleWrite(() => tag.mutateAsync({ hubId, spaId, tagId: code }), {
      done: () => ({ ok: true }),
      // The mutation's meta toasts "Tag Failed {message}".
      refused: () => ({ ok: false }),
    });
  };

  const markUsable = async () => {
    if (!offer) return;
    setMarking(true);
    try {
      await callEndpoint(markAssetUsable, { params: { hubId, assetCode: offer.code, referenceId } });
      toast.success(markedUsableMessage(offer.code));
      setOffer(null);
    } catch (e) {
      toast.error(markUsableFailedMessage(offer.code, getErrorMessage(e)));
    } finally {
      setMarking(false);
    }
  };

  const dialog = (
    <Modal opened={offer !== null} onClose={() => setOffer(null)} title="Asset not usable">
      <Text mb="xs">{offer ? `${offer.code}: ${offer.reason}` : ''}</Text>
      <Group justify="flex-end">
        <Button variant="default" h={44} onClick={() => setOffer(null)}>
          Cancel
        </Button>
        <Button h={44} loading={marking} onClick={() => void markUsable()}>
          Mark usable
        </Button>
      </Group>
    </Modal>
  );
  return { tagAsset, dialog, tagging: tag.isPending };
}

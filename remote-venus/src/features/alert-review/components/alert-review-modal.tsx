import { Alert as Notice, Badge, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type Alert, REVIEW_COMMENT_MAX, VENUS_MESSAGES } from '@hub/shared/contracts';
import { formatDateTime, toStartCase } from '@hub/shared/format';
import { ImageViewer, Modal, QueryState } from '@hub/shared/ui';
import { useAlert } from '../api/get-alert';
import { useAlertAction, useDeleteReview, useResolveAlert } from '../api/review-alert';
import { alertDetails, reviewMode } from '../utils/alert-details';

export interface AlertReviewModalProps {
  /** The alert to review; the modal is closed while null. */
  alertId: string | null;
  onClose: () => void;
}

type Phase = 'view' | 'edit' | 'confirmDelete';

function ReviewBody({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const [phase, setPhase] = useState<Phase>('view');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useResolveAlert();
  const remove = useDeleteReview();
  const act = useAlertAction();
  const details = alertDetails(alert);
  const mode = reviewMode(alert);
  useEffect(() => {
    setPhase('view');
    setText('');
    setProblem(null);
  }, [alert.alertId, alert.review]);

  // Failures keep the spec's words ('Error submitting alert review:' + the error) in an accessible alert.
  const failed = (prefix: string) => (error: unknown) => setProblem(`${prefix} ${getErrorMessage(error)}`);
  const submit = (edit: boolean) => {
    const comment = text.trim();
    if (!comment) {
      setProblem(VENUS_MESSAGES.commentRequired);
      return;
    }
    setProblem(null);
    resolve.mutate({ alertId: alert.alertId, comment, edit }, { onError: failed(VENUS_MESSAGES.reviewFailed), onSuccess: () => setPhase('view') });
  };
  const busy = resolve.isPending || remove.isPending || act.isPending;

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={alert.severity === 'HIGH' ? 'red' : alert.severity === 'MEDIUM' ? 'orange' : 'blue'} variant="light" style={{ textTransform: 'none' }}>
          {toStartCase(alert.severity)}
        </Badge>
        <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
          {toStartCase(alert.type)}
        </Badge>
        <Badge variant="light" color={alert.reviewPending ? 'orange' : 'green'} style={{ textTransform: 'none' }}>
          {alert.reviewPending ? 'Review pending' : 'Reviewed'}
        </Badge>
        {alert.approvalState && (
          <Badge
            variant="light"
            color={alert.approvalState === 'PENDING' ? 'orange' : alert.approvalState === 'APPROVED' ? 'green' : 'red'}
            style={{ textTransform: 'none' }}
          >
            {toStartCase(alert.approvalState)}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Raised {formatDateTime(alert.createdAt)}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {details.rows.map((r) => (
          <Stack key={r.label} gap={0}>
            <Text size="xs" c="dimmed">
              {r.label}
            </Text>
            <Text size="sm" fw={500} data-detail={r.label}>
              {r.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {details.images.length > 0 && <ImageViewer images={details.images} alt="Proof image" height={220} />}

      {problem && (
        <Notice color="red" role="alert">
          {problem}
        </Notice>
      )}

      {mode.review === 'existing' && phase === 'view' && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Review comment{alert.reviewedBy ? ` by ${alert.reviewedBy}` : ''}
            {alert.reviewedAt ? `, ${formatDateTime(alert.reviewedAt)}` : ''}
          </Text>
          <Text data-review-comment>{alert.review}</Text>
          <Group gap="xs">
            <Button
              variant="default"
              h={44}
              disabled={busy}
              onClick={() => {
                setText(alert.review ?? '');
                setProblem(null);
                setPhase('edit');
              }}
            >
              Edit review
            </Button>
            <Button variant="light" color="red" h={44} disabled={busy} onClick={() => setPhase('confirmDelete')}>
              Delete review
            </Button>
          </Group>
        </Stack>
      )}
      {phase === 'confirmDelete' && (
        <Stack gap="xs" role="group" aria-label="Confirm delete">
          <Text>Delete this review comment? The alert will be pending review again.</Text>
          <Group gap="xs">
            <Button
              color="red"
              h={44}
              loading={remove.isPending}
              onClick={() => remove.mutate({ alertId: alert.alertId }, { onError: failed(VENUS_MESSAGES.reviewFailed), onSettled: () => setPhase('view') })}
            >
              Yes, delete
            </Button>
            <Button variant="default" h={44} onClick={() => setPhase('view')}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
      {(mode.review === 'new' || phase === 'edit') && phase !== 'confirmDelete' && (
        <Stack gap="xs">
          <Textarea
            label={phase === 'edit' ? 'Edit review comment' : 'Review comment'}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={REVIEW_COMMENT_MAX}
            autosize
            minRows={2}
          />
          <Group gap="xs">
            <Button h={44} loading={resolve.isPending} disabled={busy} onClick={() => submit(phase === 'edit')}>
              {phase === 'edit' ? 'Save review' : 'Submit review'}
            </Button>
            {phase === 'edit' && (
              <Button variant="default" h={44} onClick={() => setPhase('view')}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {mode.approval && (
        <Group gap="xs" grow>
          {(['APPROVED', 'REJECTED'] as const).map((action) => (
            <Button
              key={action}
              h={44}
              color={action === 'APPROVED' ? 'green' : 'red'}
              loading={act.isPending && act.variables?.action === action}
              disabled={busy}
              onClick={() => act.mutate({ alertId: alert.alertId, action }, { onError: failed(VENUS_MESSAGES.actionFailed), onSuccess: onClose })}
            >
              {action === 'APPROVED' ? 'Approve' : 'Reject'}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The Alert Review modal (spec 002 §2, §4): details by type, the review, and review / edit / delete / approve / reject. */
export function AlertReviewModal({ alertId, onClose }: AlertReviewModalProps) {
  const alert = useAlert(alertId);
  return (
    <Modal opened={alertId !== null} onClose={onClose} title={alert.data?.label ?? 'Alert review'}>
      {alertId && (
        <QueryState query={alert} what="alert">
          {(a) => <ReviewBody alert={a} onClose={onClose} />}
        </QueryState>
      )}
    </Modal>
  );
}

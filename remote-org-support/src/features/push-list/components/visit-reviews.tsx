import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { getErrorMessage } from '@hub/shared/api';
import { type OrgVisit, VISIT_REVIEW_MAX, VISIT_REVIEW_MESSAGES, type VisitReviewBody } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { Modal, QueryState } from '@hub/shared/ui';
import { useReviewVisit } from '../api/review-visit';
import { useVisits } from '../api/get-visits';

const M = VISIT_REVIEW_MESSAGES;

function VisitCard({ visit, onReview, now }: { visit: OrgVisit; onReview: () => void; now: number }) {
  const when = formatDateTime(visit.visitedAt);
  return (
    <Card withBorder padding="xs" data-visit-id={visit.visitId} data-reviewed={visit.review !== null}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {when}
          </Text>
          <Text size="xs" c="dimmed">
            Visited by {visit.visitedBy}
          </Text>
          {visit.review !== null ? (
            <>
              <Text size="sm" data-visit-review style={{ overflowWrap: 'anywhere' }}>
                {visit.review}
              </Text>
              {visit.reviewedBy && (
                <Text size="xs" c="dimmed" data-visit-reviewer>
                  Reviewed by {visit.reviewedBy}
                  {visit.reviewedAt ? `, ${formatDateTime(visit.reviewedAt)}` : ''}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {visit.visitedAt > now ? M.upcoming : M.notReviewed}
            </Text>
          )}
        </Stack>
        {visit.review === null && visit.visitedAt <= now && (
          <Button variant="light" h={44} style={{ flexShrink: 0 }} onClick={onReview} aria-label={`${M.reviewAction} of ${when}`}>
            {M.reviewAction}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function ReviewForm({ orgId, visit, onDone }: { orgId: string; visit: OrgVisit; onDone: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useReviewVisit(orgId);
  // The same review submitted again after a failure is the same action: its Idempotency-Key repeats, so a submit whose
  // answer was lost is answered from the api's stored answer instead of being refused as a second review.
  const last = useRef<VisitReviewBody | null>(null);
  const send = () => {
    const review = text.trim();
    if (!review) {
      setProblem(M.reviewRequired);
      return;
    }
    setProblem(null);
    const body = last.current?.review === review ? last.current : { orgId, visitId: visit.visitId, review };
    last.current = body;
    submit.mutate(body, {
      onError: (error) => setProblem(`${M.submitFailed} ${getErrorMessage(error)}`),
      onSuccess: onDone,
    });
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {formatDateTime(visit.visitedAt)} · Visited by {visit.visitedBy}
      </Text>
      <Textarea
        label={M.reviewLabel}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={VISIT_REVIEW_MAX}
        autosize
        minRows={3}
        data-autofocus
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Button h={44} loading={submit.isPending} onClick={send}>
        {M.submit}
      </Button>
    </Stack>
  );
}

/**
 * The shop's visits with their reviews, under the push list (spec 002 §2 lists the visit dates; §8 "Error submitting
 * visit review:"): each visit's date, who visited, and its review with who wrote it and when, or "Not reviewed yet"
 * and Review visit (a visit still to come cannot be reviewed). The review is written in a modal; a failure shows the
 * spec's prefix followed by the error there. Loading, error ("Error in fetching visits" + Retry) and empty states.
 */
export function VisitReviews({ orgId }: { orgId: string }) {
  const visits = useVisits(orgId, true);
  const [reviewing, setReviewing] = useState<OrgVisit | null>(null);
  const titleId = useId();
  const now = Date.now();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="visit-reviews">
      <Title order={3} size="h4" id={titleId}>
        {M.visits}
      </Title>
      <QueryState query={visits} what="visits" errorTitle={M.visitsError} isEmpty={(d) => d.visits.length === 0} emptyText={M.noVisits}>
        {(d) => (
          <Stack gap="xs">
            {d.visits.map((v) => (
              <VisitCard key={v.visitId} visit={v} now={now} onReview={() => setReviewing(v)} />
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal opened={reviewing !== null} onClose={() => setReviewing(null)} title={M.reviewAction}>
        {reviewing && <ReviewForm key={reviewing.visitId} orgId={orgId} visit={reviewing} onDone={() => setReviewing(null)} />}
      </Modal>
    </Stack>
  );
}

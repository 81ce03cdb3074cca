import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { reviewOrgVisit, type VisitReviewBody, type VisitsResponse } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

// One Idempotency-Key per submit (one variables object): a retry of that submit is replayed by the api.
const review = endpointMutationFn(reviewOrgVisit, (v: VisitReviewBody) => ({ body: v }));

/**
 * Submits a visit's review (POST venus/visits/review). The answer's visit replaces its row in the visits list at once
 * and the list is read again. Failures are shown where the review is written, with the spec's prefix ('Error
 * submitting visit review:' + the error, spec 002 §8), so no error toast; a success toast says it was stored.
 */
export function useReviewVisit(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: review,
    meta: { errorMessage: false, successMessage: (r) => (r as { message: string }).message },
    onSuccess: ({ visit }) => {
      queryClient.setQueryData<VisitsResponse>(orgKeys.visits(orgId), (old) =>
        old ? { visits: old.visits.map((v) => (v.visitId === visit.visitId ? visit : v)) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: orgKeys.visits(orgId) });
    },
  });
}

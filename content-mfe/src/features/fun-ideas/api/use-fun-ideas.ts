import type { FunIdea } from '@littlegivers/shared/contract/schemas/fun-idea';
import { sortBySortOrder } from '@littlegivers/shared/contract/sort-order';
import { funIdeasQueryOptions } from '@littlegivers/shared/web/api/endpoints/fun-ideas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sampleFunIdeas } from '../sample-fun-ideas';

export type FunIdeasResult = { status: 'loading' } | { status: 'loaded' | 'sample'; ideas: FunIdea[] };

const sortedSamples = sortBySortOrder(sampleFunIdeas);

/** GET /FunIdeas sorted by sortOrder; on failure the built-in samples, sorted the same way (spec 8). */
export function useFunIdeas(): FunIdeasResult {
  const query = useQuery(funIdeasQueryOptions());
  useEffect(() => {
    if (query.isError) console.warn('[content-mfe] fun ideas failed to load; showing the samples', query.error);
  }, [query.isError, query.error]);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'sample', ideas: sortedSamples };
  return { status: 'loaded', ideas: query.data };
}

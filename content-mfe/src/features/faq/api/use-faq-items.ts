import type { FaqItem } from '@littlegivers/shared/contract/schemas/faq-item';
import { sortBySortOrder } from '@littlegivers/shared/contract/sort-order';
import { faqQueryOptions } from '@littlegivers/shared/web/api/endpoints/faq';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sampleFaqItems } from '../sample-faq-items';

export type FaqItemsResult = { status: 'loading' } | { status: 'loaded' | 'sample'; items: FaqItem[] };

const sortedSamples = sortBySortOrder(sampleFaqItems);

/** GET /FAQ sorted by sortOrder; on failure the built-in sample list, sorted the same way (spec 8). */
export function useFaqItems(): FaqItemsResult {
  const query = useQuery(faqQueryOptions());
  useEffect(() => {
    if (query.isError) console.warn('[content-mfe] FAQ failed to load; showing the sample list', query.error);
  }, [query.isError, query.error]);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'sample', items: sortedSamples };
  return { status: 'loaded', items: query.data };
}

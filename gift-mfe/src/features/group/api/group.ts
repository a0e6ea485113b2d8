/** A group card's reads, by the token of its share link or of its organizer's link. */
import { fetchGroupOrganizer, fetchGroupShare } from '@littlegivers/shared/web/api/endpoints/group';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function groupShareQuery(token: string) {
  return queryOptions({
    queryKey: ['group', 'shared', token],
    queryFn: ({ signal }) => fetchGroupShare(token, signal),
    retry: false,
    staleTime: 0,
  });
}

export function groupOrganizerQuery(token: string) {
  return queryOptions({
    queryKey: ['group', 'organizer', token],
    queryFn: ({ signal }) => fetchGroupOrganizer(token, signal),
    retry: false,
    staleTime: 0,
  });
}

export const useGroupShare = (token: string) => useQuery(groupShareQuery(token));
export const useGroupOrganizer = (token: string) => useQuery(groupOrganizerQuery(token));

import '@littlegivers/design/palette.css';
import '../gift.css';
import { GROUP_ORGANIZER_PAGE_PATH } from '@littlegivers/shared/contract/group';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { pageToken } from '@littlegivers/shared/web/secret-link-page';
import { GenericFailure } from '@littlegivers/shared/web/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useState } from 'react';
import { useGroupOrganizer, useGroupShare } from '../features/group/api/group';
import { ChipInForm } from '../features/group/components/ChipInForm';
import { GroupCard } from '../features/group/components/GroupCard';
import { OrganizerPanel } from '../features/group/components/OrganizerPanel';
import { DeadLink } from '../features/purchaser/components/DeadLink';

/**
 * A group card's pages, opened by its secret links: /chip-in#<token> (the share link: the card,
 * who has given, chip in) and /my-group#<token> (the organizer's: every part, close, cancel).
 */
export default function GroupPage() {
  const [token] = useState(() => pageToken());
  const [organizer] = useState(() => window.location.pathname === GROUP_ORGANIZER_PAGE_PATH);
  return (
    <RemoteRoot app="gift-mfe">
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <div className="purchaser-page">
        {!token ? <DeadLink /> : organizer ? <OrganizerView token={token} /> : <ShareView token={token} />}
      </div>
    </RemoteRoot>
  );
}

function failure(error: unknown) {
  return error instanceof ApiError && error.status === 404 ? <DeadLink /> : <GenericFailure />;
}

function ShareView({ token }: { token: string }) {
  const view = useGroupShare(token);
  if (view.isPending) return <LoadingOverlay inline label="loading the card" />;
  if (view.isError) return failure(view.error);
  return (
    <>
      <GroupCard {...view.data} />
      {view.data.state === 'open' ? <ChipInForm token={token} recipientName={view.data.recipientName} /> : null}
    </>
  );
}

function OrganizerView({ token }: { token: string }) {
  const view = useGroupOrganizer(token);
  if (view.isPending) return <LoadingOverlay inline label="loading your group card" />;
  if (view.isError) return failure(view.error);
  return (
    <>
      <GroupCard {...view.data} />
      <OrganizerPanel token={token} {...view.data} />
    </>
  );
}

import '@littlegivers/design/palette.css';
import '../gift.css';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { pageToken } from '@littlegivers/shared/web/secret-link-page';
import { GenericFailure } from '@littlegivers/shared/web/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useState } from 'react';
import { usePurchaserView } from '../features/purchaser/api/purchaser-view';
import { DeadLink } from '../features/purchaser/components/DeadLink';
import { GiftSummary } from '../features/purchaser/components/GiftSummary';
import { purchaserPanels } from '../features/purchaser/panels';

/**
 * The purchaser's page at /my-gift#<token> (the secret link in the receipt): the gift, then one
 * panel per concern (features/purchaser/panels.ts). A missing, unknown or revoked link shows a
 * friendly page. Renders no chrome.
 */
export default function PurchaserPage() {
  const [token] = useState(() => pageToken());
  return (
    <RemoteRoot app="gift-mfe">
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <div className="purchaser-page">{token ? <PurchaserView token={token} /> : <DeadLink />}</div>
    </RemoteRoot>
  );
}

function PurchaserView({ token }: { token: string }) {
  const view = usePurchaserView(token);
  if (view.isPending) return <LoadingOverlay inline label="loading your gift" />;
  if (view.isError)
    return view.error instanceof ApiError && view.error.status === 404 ? <DeadLink /> : <GenericFailure />;
  return (
    <>
      <GiftSummary view={view.data} />
      {purchaserPanels.map(({ id, Panel }) => (
        <div key={id} id={`purchaser-${id}`} className="purchaser-panels">
          <Panel view={view.data} token={token} />
        </div>
      ))}
    </>
  );
}

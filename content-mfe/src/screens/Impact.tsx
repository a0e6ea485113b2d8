import '../content.css';
import { NEEDED_MOST } from '@littlegivers/shared/contract/after-gift';
import { impactDownloads } from '@littlegivers/shared/web/api/endpoints/impact';
import { Alert } from '@littlegivers/shared/web/ui/Alert';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useImpact } from '../features/impact/api/use-impact';
import { ImpactChart } from '../features/impact/components/ImpactChart';
import { LedgerTable, TimingAndFees } from '../features/impact/components/ImpactTables';
import { asOf } from '../features/impact/format';

/** /impact: the public ledger, every dollar children chose followed to the day it was paid. */
export default function Impact() {
  return (
    <RemoteRoot app="content-mfe">
      <ImpactPage />
    </RemoteRoot>
  );
}

function ImpactPage() {
  const result = useImpact();
  const downloads = impactDownloads();
  return (
    <div className="cm-page cm-enter">
      <h1>impact</h1>
      <p className="cm-lead">
        Every gift a child chooses is paid to that charity, and every payout is listed here with its date and reference.
        Figures are totals only: no names, and months with fewer than three gifts for a charity are shown together.
      </p>
      {result.status === 'loading' ? (
        <LoadingOverlay inline label="loading the ledger" />
      ) : result.status === 'failed' ? (
        <Alert tone="error">The ledger could not be loaded just now. Please try again in a moment.</Alert>
      ) : (
        <>
          <ImpactChart ledger={result.ledger} />
          <LedgerTable ledger={result.ledger} />
          <TimingAndFees ledger={result.ledger} />
          <section aria-labelledby="backup-title" className="lg-card cm-stack">
            <h2 id="backup-title">gifts nobody opened</h2>
            <p>
              No gift is ever kept. A gift still unopened after one year goes to the backup charity the giver chose, or
              to “{NEEDED_MOST}”: {result.ledger.backupRule}. Those gifts are counted above as backup gifts.
            </p>
          </section>
          <p className="cm-muted">
            {result.ledger.refreshedAt ? (
              <>
                As of <time dateTime={result.ledger.refreshedAt}>{asOf(result.ledger.refreshedAt)}</time>.
              </>
            ) : (
              'No gift has been chosen yet.'
            )}{' '}
            A child’s choice shows here within 5 minutes; payouts as soon as they are recorded. Download the same data:{' '}
            <a className="lg-link" href={downloads.csv}>
              CSV
            </a>{' '}
            or{' '}
            <a className="lg-link" href={downloads.json}>
              JSON
            </a>
            .
          </p>
        </>
      )}
    </div>
  );
}

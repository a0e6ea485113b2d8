import '../content.css';
import { GenericFailure } from '@littlegivers/shared/web/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useCharities } from '../features/charities/api/use-charities';
import { ActiveCharities, InactiveCharities } from '../features/charities/components/CharityLists';

/** /charities: active charities as cards, then inactive ones by name; loading and error views. */
export default function Charities() {
  return (
    <RemoteRoot app="content-mfe">
      <CharitiesPage />
    </RemoteRoot>
  );
}

function CharitiesPage() {
  const charities = useCharities();
  return (
    <div className="cm-page cm-enter">
      <h1 className="lg-visually-hidden">charities</h1>
      {charities.isPending ? (
        <LoadingOverlay inline label="loading charities" />
      ) : charities.isError ? (
        <div className="cm-stack" style={{ alignItems: 'center' }}>
          <GenericFailure heading={false} />
          <button
            type="button"
            className="lg-button lg-button--secondary"
            onClick={() => charities.refetch()}
            disabled={charities.isFetching}
          >
            try again
          </button>
        </div>
      ) : (
        <>
          <ActiveCharities organizations={charities.data.active} />
          <InactiveCharities organizations={charities.data.inactive} />
        </>
      )}
    </div>
  );
}

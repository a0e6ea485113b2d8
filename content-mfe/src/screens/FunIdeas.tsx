import '../content.css';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useFunIdeas } from '../features/fun-ideas/api/use-fun-ideas';
import { FunIdeaGrid } from '../features/fun-ideas/components/FunIdeaGrid';

/** /fun-ideas: idea cards from GET /FunIdeas (samples when it fails). */
export default function FunIdeas() {
  return (
    <RemoteRoot app="content-mfe">
      <FunIdeasPage />
    </RemoteRoot>
  );
}

function FunIdeasPage() {
  const funIdeas = useFunIdeas();
  return (
    <div className="cm-page cm-enter">
      <h1>fun ideas</h1>
      <p className="cm-lead">Ways to keep the spirit of giving going, before and after the donation is made.</p>
      {funIdeas.status === 'loading' ? (
        <LoadingOverlay inline label="loading fun ideas" />
      ) : (
        <FunIdeaGrid ideas={funIdeas.ideas} />
      )}
    </div>
  );
}

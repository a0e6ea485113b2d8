import '../content.css';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { useFaqItems } from '../features/faq/api/use-faq-items';
import { FaqList } from '../features/faq/components/FaqList';

/** /faq: questions and answers from GET /FAQ (samples when it fails). */
export default function Faq() {
  return <RemoteRoot app="content-mfe">{useInRouterContext() ? <RoutedFaqPage /> : <FaqPage />}</RemoteRoot>;
}

function RoutedFaqPage() {
  return <FaqPage navigate={useNavigate()} />;
}

function FaqPage({ navigate }: { navigate?: (path: string) => void }) {
  const faq = useFaqItems();
  return (
    <div className="cm-page cm-enter">
      <h1>frequently asked questions</h1>
      {faq.status === 'loading' ? (
        <LoadingOverlay inline label="loading questions" />
      ) : faq.items.length === 0 ? (
        <p>There are no questions here yet.</p>
      ) : (
        <FaqList items={faq.items} navigate={navigate} />
      )}
    </div>
  );
}

/**
 * The e-card page at /ecard#<token> (the link in the grown-up's message): the card opens and
 * shows its greeting, then the token with the code, 'print the card (PDF)' and 'go to the
 * kidspage' with the code filled in. Exposed to the shell as `./EcardPage`; no chrome.
 */
import { allGivers } from '@littlegivers/shared/contract/group';
import '../redeem.css';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { fetchEcardPdf } from '@littlegivers/shared/web/api/endpoints/ecard-view';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { pageToken } from '@littlegivers/shared/web/secret-link-page';
import { GenericFailure } from '@littlegivers/shared/web/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEcardView } from '../features/ecard/api/ecard-view';
import { DeadCardLink } from '../features/ecard/components/DeadCardLink';
import { EcardCard } from '../features/ecard/components/EcardCard';
import { EcardToken } from '../features/ecard/components/EcardToken';
import { prefillRedeemCode } from '../flow/prefill-code';

export default function EcardPage() {
  const [token] = useState(() => pageToken());
  return (
    <RemoteRoot app="redeem-mfe">
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <div className="ecard-page">{token ? <EcardScreen token={token} /> : <DeadCardLink />}</div>
    </RemoteRoot>
  );
}

function EcardScreen({ token }: { token: string }) {
  const view = useEcardView(token);
  const navigate = useNavigate();
  const [printing, setPrinting] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (view.isPending) return <LoadingOverlay inline label="opening your card" />;
  if (view.isError)
    return view.error instanceof ApiError && view.error.status === 404 ? <DeadCardLink /> : <GenericFailure />;
  const card = view.data;

  async function printCard() {
    setPrinting('busy');
    try {
      const pdf = await fetchEcardPdf(token, 'letter');
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'little-givers-card.pdf';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setPrinting('idle');
    } catch {
      setPrinting('failed');
    }
  }

  return (
    <>
      <h1 className="ecard-page__title">{`${card.fromName} sent ${card.recipientName || 'you'} a gift`}</h1>
      {card.givers && card.givers.length > 1 ? (
        <p className="ecard-page__givers">{`from all of them: ${allGivers(card.givers)}`}</p>
      ) : null}
      <EcardCard view={card} />
      <section className="lg-card ecard-page__panel" aria-labelledby="ecard-token-title">
        <h2 id="ecard-token-title">{`${card.recipientName || 'your'}'s secret code`}</h2>
        <EcardToken code={card.code} />
        {card.redeemed ? (
          <p>This code has been used: the gift was given.</p>
        ) : (
          <p>
            {`On the kidspage, ${card.recipientName || 'the child'} types this code, picks a cause, then a charity, and a donation of $${card.amount.toFixed(2)} is made in their name.`}
          </p>
        )}
        <p className="ecard-page__actions">
          <button
            type="button"
            className="lg-button lg-button--secondary"
            onClick={() => void printCard()}
            disabled={printing === 'busy'}
          >
            print the card (PDF)
          </button>{' '}
          {card.redeemed ? null : (
            <button
              type="button"
              className="lg-button"
              onClick={() => {
                prefillRedeemCode(card.code, $runtimeConfig.get().debug);
                navigate('/kidspage');
              }}
            >
              go to the kidspage
            </button>
          )}
        </p>
        {printing === 'failed' ? (
          <p role="alert" className="lg-field-error">
            the card could not be made just now. please try again.
          </p>
        ) : null}
      </section>
    </>
  );
}

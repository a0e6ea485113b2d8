/**
 * Before an outside website opens from a children's page: 'this goes to another website, ask a
 * grown-up', with 'cancel' (first focus: the safe choice) and 'continue', a plain link that opens
 * the site in a new tab without giving it this page (rel="noopener noreferrer").
 */
import { useId, useRef } from 'react';
import { charityArtUrl } from '../../../assets/charity-art';
import { ModalDialog } from '../../../components/ModalDialog';
import { charityMessages } from '../messages';

/** A grown-up and a child together. */
const GROWN_UP_ART = 'people-hugging';

interface GrownUpGateProps {
  /** An http(s) URL (safeExternalUrl). */
  url: string;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}

export function GrownUpGate({ url, onClose, returnFocusTo }: GrownUpGateProps) {
  const ids = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const host = new URL(url).host;
  return (
    <ModalDialog
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-text`}
      onCancel={onClose}
      initialFocus={cancelRef}
      returnFocusTo={returnFocusTo}
      className="redeem-dialog--gate"
    >
      <div className="redeem-art-badge redeem-dialog__art">
        <img src={charityArtUrl(GROWN_UP_ART)} alt="" width={96} height={96} />
      </div>
      <h2 id={`${ids}-title`} className="redeem-dialog__title">
        {charityMessages.gateTitle}
      </h2>
      <p id={`${ids}-text`} className="redeem-dialog__text">
        {charityMessages.gateText} <strong className="redeem-dialog__host">{host}</strong>
      </p>
      <div className="redeem-dialog__actions">
        <a className="lg-button" href={url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {charityMessages.gateContinue}
          <span className="lg-visually-hidden"> (opens in a new tab)</span>
        </a>
        <button ref={cancelRef} type="button" className="lg-button lg-button--secondary" onClick={onClose}>
          {charityMessages.gateCancel}
        </button>
      </div>
    </ModalDialog>
  );
}

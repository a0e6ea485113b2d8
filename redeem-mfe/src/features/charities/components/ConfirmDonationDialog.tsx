/**
 * 'Are you sure you would like to donate to <name>?' (spec 2), with the charity's picture and the
 * amount ('your $40 will go to <name>'). A modal dialog; the first focus lands on 'Cancel': a
 * donation cannot be undone, so the safe choice comes first.
 */
import { type ReactNode, useId, useRef } from 'react';
import type { CharityPicture } from '../../../assets/charity-art';
import { ModalDialog } from '../../../components/ModalDialog';
import { charityMessages } from '../messages';

interface ConfirmDonationDialogProps {
  organizationName: string;
  picture: CharityPicture;
  /** The gift amount as shown, without the dollar sign ('40', '12.50'). */
  amount: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocusTo: HTMLElement | null | (() => HTMLElement | null);
  /** Said between the amount and the answers (the preview's sample says it is one). */
  children?: ReactNode;
}

export function ConfirmDonationDialog({
  organizationName,
  picture,
  amount,
  onConfirm,
  onCancel,
  returnFocusTo,
  children,
}: ConfirmDonationDialogProps) {
  const ids = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-amount`}
      onCancel={onCancel}
      initialFocus={cancelRef}
      returnFocusTo={returnFocusTo}
      className="redeem-dialog--confirm"
    >
      <div className="redeem-art-badge redeem-dialog__art">
        <img src={picture.src} alt="" width={96} height={96} />
      </div>
      <h2 id={`${ids}-title`} className="redeem-dialog__title">
        {`Are you sure you would like to donate to ${organizationName}?`}
      </h2>
      <p id={`${ids}-amount`} className="redeem-dialog__amount">
        {charityMessages.confirmAmount(amount, organizationName)}
      </p>
      {children}
      <div className="redeem-dialog__actions">
        <button type="button" className="lg-button" onClick={onConfirm}>
          {`Yes, I choose ${organizationName}`}
        </button>
        <button ref={cancelRef} type="button" className="lg-button lg-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}

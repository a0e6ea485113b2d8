/**
 * 'Are you sure you would like to donate to <name>?': a modal dialog. Focus moves into it and stays
 * there (Tab and Shift+Tab wrap), Escape cancels, and focus returns to the button that opened it.
 * The first focus lands on 'Cancel': a donation cannot be undone, so the safe choice comes first.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ConfirmDonationDialogProps {
  organizationName: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocusTo: HTMLElement | null;
  /** Said between the question and the answers (the preview's sample says it is one). */
  children?: ReactNode;
}

const focusableSelector =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ConfirmDonationDialog({
  organizationName,
  onConfirm,
  onCancel,
  returnFocusTo,
  children,
}: ConfirmDonationDialogProps) {
  const ids = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Everything but the dialog is inert while it is open (the site's chrome included); undone
    // before focus goes back, since an inert element cannot take focus.
    const backdrop = dialogRef.current?.parentElement;
    const madeInert: HTMLElement[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element instanceof HTMLElement && element !== backdrop && !element.hasAttribute('inert')) {
        element.setAttribute('inert', '');
        madeInert.push(element);
      }
    }
    cancelRef.current?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="redeem-dialog-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        className="redeem-dialog lg-card"
        onKeyDown={onKeyDown}
      >
        <h2 id={`${ids}-title`} className="redeem-dialog__title">
          {`Are you sure you would like to donate to ${organizationName}?`}
        </h2>
        {children}
        <div className="redeem-dialog__actions">
          <button type="button" className="lg-button" onClick={onConfirm}>
            {`Yes, I choose ${organizationName}`}
          </button>
          <button ref={cancelRef} type="button" className="lg-button lg-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

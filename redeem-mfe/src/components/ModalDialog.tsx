/**
 * A modal dialog: the rest of the page is inert while it is open, focus moves into it and stays
 * there (Tab and Shift+Tab wrap), Escape cancels, and focus returns to the element that opened it.
 * Used by the donation confirmation and the grown-up gate before an outside website.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ModalDialogProps {
  /** The id of the dialog's title (its accessible name). */
  labelledBy: string;
  describedBy?: string;
  /** Escape (and the dialog's cancel button) call this. */
  onCancel: () => void;
  /** What takes focus first: the safe choice. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes back to when the dialog closes (a function: looked up then). */
  returnFocusTo: HTMLElement | null | (() => HTMLElement | null);
  className?: string;
  children: ReactNode;
}

const focusableSelector =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ModalDialog({
  labelledBy,
  describedBy,
  onCancel,
  initialFocus,
  returnFocusTo,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

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
    initialFocus.current?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      const target = typeof returnFocusTo === 'function' ? returnFocusTo() : returnFocusTo;
      if (target?.isConnected) target.focus();
    };
  }, [returnFocusTo, initialFocus]);

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
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={`redeem-dialog lg-card${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

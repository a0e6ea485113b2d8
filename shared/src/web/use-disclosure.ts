import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A disclosure (WAI-ARIA APG): a button toggles the region it controls. Escape inside closes it
 * and returns focus to the button; following a link or any navigation closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );
  return { open, toggle, close, onKeyDown, buttonRef };
}

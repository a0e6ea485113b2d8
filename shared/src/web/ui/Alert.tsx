import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface AlertProps {
  children: ReactNode;
  onDismiss?: () => void;
  tone?: 'error' | 'success';
  /** Scroll the alert into view (and focus it) when it appears. */
  scrollIntoView?: boolean;
}

/** A dismissible alert; errors are announced assertively and scrolled to. */
export function Alert({ children, onDismiss, tone = 'error', scrollIntoView = true }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (scrollIntoView && ref.current) {
      ref.current.scrollIntoView?.({ block: 'center' });
      ref.current.focus({ preventScroll: true });
    }
  }, [scrollIntoView]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`lg-alert lg-fade-in${tone === 'success' ? ' lg-alert--success' : ''}`}
    >
      <div>{children}</div>
      {onDismiss ? (
        <button type="button" className="lg-button lg-button--secondary" onClick={onDismiss} aria-label="dismiss">
          ×
        </button>
      ) : null}
    </div>
  );
}

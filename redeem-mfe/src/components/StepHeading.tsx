import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step. It takes focus when the step appears (not on the page's first load), so
 * keyboard and screen-reader users land on the new step instead of on nothing.
 */
export function StepHeading({
  children,
  id,
  focusOnMount = true,
}: {
  children: ReactNode;
  id: string;
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: false });
  }, [focusOnMount]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="redeem-step__title">
      {children}
    </h1>
  );
}

import { type ReactNode, useEffect, useRef } from 'react';

interface StepHeadingProps {
  id: string;
  className: string;
  /** Take focus when shown: true when the step changed, never on the page's first load. */
  focusOnMount?: boolean;
  /** Focus without scrolling the heading into view. */
  preventScroll?: boolean;
  children: ReactNode;
}

/**
 * The heading of a flow's step. It takes focus when the step appears, so keyboard and
 * screen-reader users land on the new step instead of on nothing.
 */
export function StepHeading({ id, className, focusOnMount = true, preventScroll = false, children }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // As mounted: a later change of the props moves nothing (the heading of a step shown without
  // focus must not take it when its screen re-renders, say on the first key typed in a field).
  const atMount = useRef({ focusOnMount, preventScroll });
  useEffect(() => {
    if (atMount.current.focusOnMount) ref.current?.focus({ preventScroll: atMount.current.preventScroll });
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}

import type { ReactNode } from 'react';

/** Fades its children in over the enter/appear duration (0 under prefers-reduced-motion). */
export function FadeIn({
  children,
  as: Tag = 'div',
  className,
}: {
  children: ReactNode;
  as?: 'div' | 'section';
  className?: string;
}) {
  return <Tag className={`lg-fade-in${className ? ` ${className}` : ''}`}>{children}</Tag>;
}

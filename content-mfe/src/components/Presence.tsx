import type { ReactNode } from 'react';
import { usePresence } from '../hooks/use-presence';

interface PresenceProps {
  show: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * Fades its children in when `show` turns on (500 ms enter/appear) and out when it turns off
 * (300 ms leave), then unmounts them. While leaving they are inert: not focusable, not announced.
 */
export function Presence({ show, children, className }: PresenceProps) {
  const phase = usePresence(show);
  if (phase === 'gone') return null;
  const leaving = phase === 'leaving';
  return (
    <div
      className={`${leaving ? 'cm-leave' : 'cm-enter'}${className ? ` ${className}` : ''}`}
      inert={leaving || undefined}
    >
      {children}
    </div>
  );
}

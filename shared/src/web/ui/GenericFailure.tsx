import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';

const messageStyle = {
  fontSize: 'var(--font-size-lg)',
  margin: 0,
  fontFamily: 'inherit',
  fontWeight: 400,
  lineHeight: 'inherit',
  color: 'inherit',
} as const;

/**
 * Spec section 2 'Failure and loading screens': the generic failure, with the contact email. In
 * place of a whole screen its words are the page's level-one heading (it looks the same); a page
 * with a heading of its own passes `heading={false}`.
 */
export function GenericFailure({ heading = true }: { heading?: boolean }) {
  const { contactEmail } = useStore($runtimeConfig);
  const Message = heading ? 'h1' : 'p';
  return (
    <div role="alert" className="lg-card lg-fade-in" style={{ maxWidth: '40rem', margin: '2rem auto' }}>
      <Message style={messageStyle}>
        {`something went wrong... please try again, or email us at `}
        <a className="lg-link" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
        {` if the issue continues`}
      </Message>
    </div>
  );
}

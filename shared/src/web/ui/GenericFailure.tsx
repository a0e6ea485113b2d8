import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';

/** Spec section 2 'Failure and loading screens': the generic failure, with the contact email. */
export function GenericFailure() {
  const { contactEmail } = useStore($runtimeConfig);
  return (
    <div role="alert" className="lg-card lg-fade-in" style={{ maxWidth: '40rem', margin: '2rem auto' }}>
      <p style={{ fontSize: 'var(--font-size-lg)', margin: 0 }}>
        {`something went wrong... please try again, or email us at `}
        <a className="lg-link" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
        {` if the issue continues`}
      </p>
    </div>
  );
}

import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { useStore } from '@nanostores/react';

/** A link that opens nothing (unknown, revoked, or cut short when copied): what to do next. */
export function DeadLink() {
  const { contactEmail } = useStore($runtimeConfig);
  return (
    <section className="lg-card purchaser-panel" aria-labelledby="dead-link-title">
      <h1 id="dead-link-title">this link doesn't open a gift</h1>
      <p>
        It may have been copied only in part, or replaced by a newer one. Open the link from your latest email from us,
        or write to{' '}
        <a className="lg-link" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>{' '}
        and we will help.
      </p>
    </section>
  );
}

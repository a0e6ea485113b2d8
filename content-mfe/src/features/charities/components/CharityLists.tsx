import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';

export function ActiveCharities({ organizations }: { organizations: readonly RedemptionOrganization[] }) {
  return (
    <section aria-labelledby="active-title" className="cm-stack">
      <h2 id="active-title">active charities</h2>
      {organizations.length === 0 ? (
        <p>There are no active charities right now.</p>
      ) : (
        <ul className="cm-charities">
          {organizations.map((organization) => (
            <li key={organization.id} className="lg-card">
              <h3>{organization.organizationName}</h3>
              <p>{organization.organizationDescription}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function InactiveCharities({ organizations }: { organizations: readonly RedemptionOrganization[] }) {
  return (
    <section aria-labelledby="inactive-title" className="cm-stack">
      <h2 id="inactive-title">inactive charities</h2>
      {organizations.length === 0 ? (
        <p>There are no inactive charities.</p>
      ) : (
        <ul className="cm-inactive">
          {organizations.map((organization) => (
            <li key={organization.id}>{organization.organizationName}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

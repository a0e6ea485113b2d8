import { teamMembers } from '../team-members';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Four team bios, each a card with an initials badge, name, role and a few friendly lines. */
export function TeamBios() {
  return (
    <section aria-labelledby="team-title" className="cm-stack">
      <h2 id="team-title">meet the team</h2>
      <p className="cm-muted">These are sample bios of invented people, standing in for the real team.</p>
      <ul className="cm-team">
        {teamMembers.map((member) => (
          <li key={member.name} className="lg-card cm-bio">
            <span className="cm-bio__avatar" aria-hidden="true">
              {initials(member.name)}
            </span>
            <h3>{member.name}</h3>
            <p className="cm-bio__role">{member.role}</p>
            <p>{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

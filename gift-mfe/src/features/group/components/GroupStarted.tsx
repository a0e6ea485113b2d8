import { useState } from 'react';

/** What step 3 of a group card shows: its two links (kept in memory only; the organizer's mail has them too). */
export interface StartedGroup {
  recipientName: string;
  /** The organizer's e-mail, where both links were sent. */
  email: string;
  shareUrl: string;
  organizerUrl: string;
  closesAt: string;
}

/** One link in a read-only field, with a button that copies it. */
function LinkField({ id, label, hint, url }: { id: string; label: string; hint: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="lg-field gift-group-link">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="lg-field-hint">
        {hint}
      </p>
      <input
        id={id}
        type="text"
        readOnly
        value={url}
        aria-describedby={`${id}-hint`}
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="lg-button lg-button--secondary" onClick={() => void copy()}>
        copy the {label}
      </button>
      <span role="status">{copied ? 'copied' : ''}</span>
    </div>
  );
}

/** Step 3 of a group card: the share link, the organizer's link, when the card closes. */
export function GroupStarted({ group }: { group: StartedGroup }) {
  const closes = new Date(group.closesAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <section className="lg-card purchaser-panel gift-group-started" aria-labelledby="group-started-title">
      <h2 id="group-started-title">{group.recipientName}'s group card is open</h2>
      <p>
        Send the share link to family and friends: each chips in what they like and adds their name. The card goes to{' '}
        {group.recipientName} on {closes}, with the total and every name. We emailed both links to {group.email}.
      </p>
      <LinkField
        id="group-share-link"
        label="share link"
        hint="for everyone who chips in, you too"
        url={group.shareUrl}
      />
      <LinkField
        id="group-organizer-link"
        label="organizer's link"
        hint="only for you: see every part, close the card early or cancel it"
        url={group.organizerUrl}
      />
      <p className="gift-another">
        <a className="lg-button" href={group.shareUrl}>
          chip in yourself
        </a>{' '}
        <a className="lg-link" href={group.organizerUrl}>
          open your group card
        </a>
      </p>
    </section>
  );
}

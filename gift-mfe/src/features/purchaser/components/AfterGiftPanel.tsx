import { NEEDED_MOST } from '@littlegivers/shared/contract/after-gift';
import type { TrailEvent } from '@littlegivers/shared/contract/schemas/after-gift-view';
import { savePurchaserSettings } from '@littlegivers/shared/web/api/endpoints/purchaser-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { purchaserViewQuery } from '../api/purchaser-view';
import type { PurchaserPanelProps } from '../panels';

function dayOf(at: string): string {
  return new Date(at.length === 10 ? `${at}T12:00:00Z` : at).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function TrailItem({ event }: { event: TrailEvent }) {
  return (
    <li className="purchaser-trail-item">
      <time dateTime={event.at}>{dayOf(event.at)}</time>
      <span>
        {event.text}
        {event.link ? (
          <>
            {' '}
            <a className="lg-link" href={event.link.href} rel="noreferrer">
              {event.link.label}
            </a>
          </>
        ) : null}
      </span>
    </li>
  );
}

/** The gift's trail with dates, and what the purchaser decides after the gift. */
export function AfterGiftPanel({ view, token }: PurchaserPanelProps) {
  const afterGift = view.afterGift;
  const queryClient = useQueryClient();
  const ids = { backup: useId(), notify: useId(), remind: useId() };
  const [backup, setBackup] = useState(String(afterGift?.settings.backupCharityId ?? ''));
  const [notify, setNotify] = useState(afterGift?.settings.notifyWhenUsed ?? true);
  const [remind, setRemind] = useState(afterGift?.settings.remindersOn ?? true);
  const save = useMutation({
    mutationFn: () =>
      savePurchaserSettings({
        token,
        ...(afterGift?.open ? { backupCharityId: backup === '' ? null : Number(backup) } : {}),
        notifyWhenUsed: notify,
        remindersOn: remind,
      }),
    onSuccess: (next) => queryClient.setQueryData(purchaserViewQuery(token).queryKey, next),
  });
  if (!afterGift) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <>
      <section className="lg-card purchaser-panel" aria-labelledby="purchaser-trail-title">
        <h2 id="purchaser-trail-title">where your gift is</h2>
        <ol className="purchaser-trail">
          {afterGift.trail.map((event) => (
            <TrailItem key={`${event.kind}-${event.at}-${event.text}`} event={event} />
          ))}
        </ol>
        {afterGift.open ? (
          <p className="lg-field-hint">
            {afterGift.reachedAt === null
              ? `Not sent yet. The gift’s year starts when the card reaches ${view.recipientName}: if that is on the planned day and the code is still unused on ${dayOf(afterGift.backupOn)}, the gift goes to its backup charity in ${view.recipientName}’s name.`
              : `Not opened yet. If the code is still unused on ${dayOf(afterGift.backupOn)}, one year after the card reached ${view.recipientName}, the gift goes to its backup charity in ${view.recipientName}’s name.`}
          </p>
        ) : null}
      </section>
      <section className="lg-card purchaser-panel" aria-labelledby="purchaser-settings-title">
        <h2 id="purchaser-settings-title">your settings</h2>
        <form onSubmit={onSubmit} className="purchaser-settings">
          {afterGift.open ? (
            <div className="lg-field">
              <label htmlFor={ids.backup}>backup charity</label>
              <select id={ids.backup} value={backup} onChange={(event) => setBackup(event.target.value)}>
                <option value="">{NEEDED_MOST}</option>
                {afterGift.charities.map((charity) => (
                  <option key={charity.id} value={String(charity.id)}>
                    {charity.name}
                  </option>
                ))}
              </select>
              <p className="lg-field-hint">{`“${NEEDED_MOST}” is ${afterGift.neededMostRule}.`}</p>
            </div>
          ) : null}
          <div className="lg-check">
            <input id={ids.notify} type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
            <label htmlFor={ids.notify}>tell me when my gift is used</label>
          </div>
          {afterGift.open ? (
            <div className="lg-check">
              <input id={ids.remind} type="checkbox" checked={remind} onChange={(e) => setRemind(e.target.checked)} />
              <label htmlFor={ids.remind}>remind me if the gift is not opened (after 30 and 90 days)</label>
            </div>
          ) : null}
          <button type="submit" className="lg-button" disabled={save.isPending}>
            save settings
          </button>
          <p role="status" className="lg-field-hint">
            {save.isSuccess ? 'Saved.' : save.isError ? 'That did not save. Please try again.' : ''}
          </p>
        </form>
      </section>
    </>
  );
}

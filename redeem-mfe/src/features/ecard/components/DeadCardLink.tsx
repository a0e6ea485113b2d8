/** A card link that opens nothing (unknown, replaced by a newer one, or cut short): what to do next. */
export function DeadCardLink() {
  return (
    <section className="lg-card ecard-page__panel" aria-labelledby="ecard-dead-title">
      <h1 id="ecard-dead-title">this link doesn't open a card</h1>
      <p>
        It may have been copied only in part, or the card may have been sent again with a new link. Open the newest
        email about this gift, or ask the person who gave it to send it again from their gift's page.
      </p>
    </section>
  );
}

import type { Acknowledgment } from '../config';

/** What the templates take from the configuration. */
export interface MailSettings {
  acknowledgment: Acknowledgment;
  /** Business days from payment until the card is mailed. */
  cardMailBusinessDays: number;
  /** Where every message's footer says to report it (CONTACT_EMAIL). */
  reportAddress: string;
}

/**
 * Printed at home: paying issues the download link; the paid answer gives it; a reissue revokes it,
 * issues a new one and e-mails it to the purchaser.
 */
import { cardDownloadLink, issueCardDownload } from '../services/card-download';
import type { DeliveryApi } from './method';

export const printAtHomeApi: DeliveryApi = {
  receipt: {
    preview: () => 'your card is ready to print',
    costLabel: () => 'Delivery: printed at home',
  },
  reminder: {
    whereTheCodeIs: (reissued) =>
      reissued ? 'on the new card (the first card’s code no longer works)' : 'on the card you printed at home',
  },
  onCreate: async () => {},
  onPaid: async (tx, order, paidAt, settings) => ({
    download: await issueCardDownload(tx, settings.vault, order.id, paidAt),
  }),
  paidAnswer: async (_repositories, order, settings) => {
    // The card's link (the same as the receipt's; a reissued code's new one).
    const downloadUrl = await settings.cardDownloads.linkOf(order.id);
    return downloadUrl ? { downloadUrl } : {};
  },
  onReissue: async (tx, order, now, settings) => {
    // The old links die with the old code; a new link opens the new card, and goes to the purchaser.
    await tx.cardDownloads.revokeAll(order.id, now);
    const token = await issueCardDownload(tx, settings.vault, order.id, now);
    await tx.mailOutbox.queueCardReissued(order, now, settings.vault.encrypt(token));
    return { downloadUrl: cardDownloadLink(settings.publicUrl, token) };
  },
  waitsForPrinting: false,
};

/**
 * What printed pieces say about the site: every card and token carries the kidspage's address and
 * a QR code that opens it (with the card's code in the link's fragment: never sent to a server,
 * prefilled on arrival); the mailing label carries the return address. From the API's
 * configuration (SITE_URL, RETURN_ADDRESS); the local defaults when none is given.
 */
import { kidspageLink, printableAddress } from '@littlegivers/shared/contract/kidspage-link';
import QRCode from 'qrcode';
import { LOCAL_KIDSPAGE_URL, LOCAL_RETURN_ADDRESS, type SiteConfig } from '../../config';
import type { Doc } from './pdf-document';

export type PrintedSite = Pick<SiteConfig, 'kidspageUrl' | 'returnAddress'>;

export const LOCAL_PRINTED_SITE: PrintedSite = {
  kidspageUrl: LOCAL_KIDSPAGE_URL,
  returnAddress: LOCAL_RETURN_ADDRESS.split('|'),
};

/** The address as printed under the QR code: `localhost:3000/kidspage`. */
export function printedKidspage(site: PrintedSite): string {
  return printableAddress(site.kidspageUrl);
}

/** The link a card's QR code opens: the kidspage with the card's code in the fragment. */
export function cardQrLink(site: PrintedSite, code: string): string {
  return kidspageLink(site.kidspageUrl, code);
}

/**
 * A QR code of `text` (error correction M) as a `size`-point square at (x, y), white ground with
 * its two-module quiet zone inside the square, dark modules drawn as horizontal runs.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      // A hair wider than the run, so anti-aliased viewers draw no seams between runs.
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/** Reads a card PDF back as text (unpdf, the API tests' reader) and finds the redemption code on it. */
import { REDEMPTION_CODE_ALPHABET } from '@littlegivers/shared/contract/redemption-code';
import { extractText, getDocumentProxy } from 'unpdf';

const group = `[${REDEMPTION_CODE_ALPHABET}]{4}`;
const codePattern = new RegExp(`\\b${group}-${group}-${group}-${group}\\b`, 'g');

/** The PDF's text, page by page, with runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** The one redemption code printed on the card (grouped as on the token: XXXX-XXXX-XXXX-XXXX). */
export async function codeOnCard(bytes: Uint8Array): Promise<string> {
  const codes = new Set((await pdfText(bytes)).flatMap((page) => page.match(codePattern) ?? []));
  if (codes.size !== 1) throw new Error(`expected one code on the card, found ${codes.size}: ${[...codes].join(', ')}`);
  return [...codes][0] as string;
}

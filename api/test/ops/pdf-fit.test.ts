import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { CODE_FONT_SIZE } from '../../src/services/print-pdf/card-front';
import { fittingFontSize } from '../../src/services/print-pdf/pdf-document';

describe('the code on the token label', () => {
  const labelText = 3.5 * 72 - 16;

  it('keeps its size when it fits', () => {
    const doc = new PDFDocument({ autoFirstPage: false }).font('Courier-Bold');
    expect(fittingFontSize(doc, 'ABCD-EFGH-JKMN-PQRS', labelText, CODE_FONT_SIZE)).toBe(CODE_FONT_SIZE);
  });

  it('shrinks to one line in a wide font, even for the widest code', () => {
    const doc = new PDFDocument({ autoFirstPage: false }).font('Helvetica-Bold');
    const widest = 'WWWW-WWWW-WWWW-WWWW';
    const size = fittingFontSize(doc, widest, labelText, CODE_FONT_SIZE);
    expect(size).toBeLessThan(CODE_FONT_SIZE);
    expect(size).toBeGreaterThan(12);
    expect(doc.fontSize(size).widthOfString(widest)).toBeLessThanOrEqual(labelText);
  });
});

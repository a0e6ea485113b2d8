/**
 * Printing from the console: make a batch (the same printBatch as `ops print`: cards, packing list,
 * labels and manifest, then the orders are marked printed), list the batches and download their
 * files. The files hold the codes in clear: operators only.
 */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PRINT_FILES, printFileParams } from '@littlegivers/shared/contract/schemas/staff';
import {
  staffPrintBatchListSchema,
  staffPrintBatchMadeSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { HttpError } from '../../lib/http-error';
import { defaultPrintDir } from '../../services/printing';
import { operation } from '../../staff/route-kit';

/** The folder the batches are written into (api/.data/print). */
function printRoot(): string {
  return path.dirname(defaultPrintDir(new Date()));
}

export const makeBatch = operation({
  action: 'print.batch',
  doc: {
    summary:
      'Makes a print batch of every card waiting (cards, packing list, labels, manifest) and marks them printed; the orders held back, with why',
    operationId: 'postStaffPrintBatch',
    response: staffPrintBatchMadeSchema,
  },
  handler: async (_input, ctx) => {
    const outDir = defaultPrintDir(ctx.now);
    const batch = await ctx.app.printing.printBatch({
      outDir,
      now: ctx.now,
      site: ctx.app.config.site,
    });
    const result = {
      batch: batch.outDir ? path.basename(batch.outDir) : null,
      printed: batch.printed.map((order) => order.orderIdentifier),
      held: batch.held,
      files: batch.outDir ? [...PRINT_FILES] : [],
    };
    ctx.audit({ target: result.batch, after: { printed: result.printed, held: result.held } });
    return result;
  },
});

export const listBatches = operation({
  doc: {
    summary: 'The print batches on the server, newest first (50 at most), and their files',
    operationId: 'getStaffPrintBatchList',
    response: staffPrintBatchListSchema,
  },
  handler: async () => {
    const root = printRoot();
    if (!existsSync(root)) return [];
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'manifest.json')))
      .map((entry) => ({ batch: entry.name, files: [...PRINT_FILES] }))
      .sort((a, b) => b.batch.localeCompare(a.batch))
      .slice(0, 50);
  },
});

export const downloadBatchFile = operation({
  params: printFileParams,
  doc: {
    summary: "A print batch's file, as a download (a PDF, or the manifest's JSON); 404 when there is no such file",
    operationId: 'getStaffPrintBatchFile',
    file: {
      description: 'The file, sent as an attachment: cards, packing list and labels as PDFs, the manifest as JSON',
      mediaTypes: ['application/pdf', 'application/json'],
    },
  },
  handler: async ({ params }, ctx) => {
    const file = path.join(printRoot(), params.batch, params.file);
    if (!existsSync(file)) throw new HttpError(404, 'No such print file');
    return ctx.reply
      .type(params.file.endsWith('.pdf') ? 'application/pdf' : 'application/json')
      .header('content-disposition', `attachment; filename="${params.batch}-${params.file}"`)
      .send(createReadStream(file));
  },
});

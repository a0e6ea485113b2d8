/**
 * Printing from the console: make a batch (the same printBatch as `ops print`: cards, packing list,
 * labels and manifest, then the orders are marked printed), list the batches and download their
 * files. The files hold the codes in clear: operators only.
 */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { printFileParams } from '@littlegivers/shared/contract/schemas/staff';
import { HttpError } from '../../lib/http-error';
import { defaultPrintDir, PRINT_FILES, printBatch } from '../../services/printing';
import { operation } from '../../staff/route-kit';

/** The folder the batches are written into (api/.data/print). */
function printRoot(): string {
  return path.dirname(defaultPrintDir(new Date()));
}

export const makeBatch = operation({
  action: 'print.batch',
  handler: async (_input, ctx) => {
    const outDir = defaultPrintDir(ctx.now);
    const batch = await printBatch(ctx.app.repositories, ctx.app.vault, {
      outDir,
      now: ctx.now,
      site: ctx.app.config.site,
    });
    const result = {
      batch: batch.outDir ? path.basename(batch.outDir) : null,
      printed: batch.printed.map((order) => order.orderIdentifier),
      held: batch.held,
      files: batch.outDir ? PRINT_FILES : [],
    };
    ctx.audit({ target: result.batch, after: { printed: result.printed, held: result.held } });
    return result;
  },
});

export const listBatches = operation({
  handler: async () => {
    const root = printRoot();
    if (!existsSync(root)) return [];
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'manifest.json')))
      .map((entry) => ({ batch: entry.name, files: PRINT_FILES }))
      .sort((a, b) => b.batch.localeCompare(a.batch))
      .slice(0, 50);
  },
});

export const downloadBatchFile = operation({
  params: printFileParams,
  handler: async ({ params }, ctx) => {
    const file = path.join(printRoot(), params.batch, params.file);
    if (!existsSync(file)) throw new HttpError(404, 'No such print file');
    return ctx.reply
      .type(params.file.endsWith('.pdf') ? 'application/pdf' : 'application/json')
      .header('content-disposition', `attachment; filename="${params.batch}-${params.file}"`)
      .send(createReadStream(file));
  },
});

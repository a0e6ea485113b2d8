/**
 * `ops print`: the printing service (services/printing.ts) into a folder, with fonts to embed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRINT_FILES } from '@littlegivers/shared/contract/schemas/staff';
import type { PdfFonts } from '../../services/print-pdf/pdf-document';
import { defaultPrintDir } from '../../services/printing';
import { type OpsContext, OpsError } from '../context';

export async function printCommand(
  ctx: OpsContext,
  values: { out?: string; 'dry-run'?: boolean; font?: string; 'font-bold'?: string; json?: boolean },
) {
  const now = ctx.now();
  const outDir = path.resolve(values.out ?? defaultPrintDir(now));
  const fonts: PdfFonts = {};
  for (const [key, file] of [
    ['regular', values.font],
    ['bold', values['font-bold']],
  ] as const) {
    if (!file) continue;
    if (!existsSync(file)) throw new OpsError(`--font${key === 'bold' ? '-bold' : ''}: no such file ${file}`);
    fonts[key] = path.resolve(file);
  }
  if (fonts.bold && !fonts.regular) throw new OpsError('--font-bold needs --font as well', 64);
  const batch = await ctx.services.printing.printBatch({
    outDir,
    now,
    dryRun: values['dry-run'] ?? false,
    fonts,
    site: ctx.config.site,
  });
  const code = batch.held.length > 0 ? 1 : 0;
  if (values.json) {
    ctx.stdout(
      `${JSON.stringify(
        {
          outDir: batch.outDir ?? null,
          files: batch.outDir ? PRINT_FILES : [],
          printed: batch.printed.map((entry) => entry.orderIdentifier),
          held: batch.held,
          dryRun: batch.dryRun,
        },
        null,
        2,
      )}\n`,
    );
    return code;
  }
  for (const item of batch.held) ctx.stderr(`held back ${item.orderIdentifier}: ${item.reason}\n`);
  if (!batch.outDir) {
    ctx.stdout(
      batch.held.length > 0
        ? 'Nothing printed: every order waiting is held back (above).\n'
        : 'Nothing to print: no paid order is waiting.\n',
    );
    return code;
  }
  const list = batch.printed.map((entry) => entry.orderIdentifier).join(' ');
  ctx.stdout(
    `${batch.printed.length} card(s) → ${batch.outDir}\n  ${PRINT_FILES.join(', ')}\n  orders: ${list}\n` +
      (batch.dryRun
        ? '  dry run: the orders stay on the print queue\n'
        : '  marked printed; after mailing: ops ship <order> [--tracking N]\n') +
      '  The folder holds the codes in clear: delete it once the cards are printed.\n',
  );
  return code;
}

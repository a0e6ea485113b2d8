/**
 * `ops content export [--out FILE]` / `ops content import FILE [--dry-run]` /
 * `ops content activate|deactivate <organizationId>...`: reads and writes the file, and calls the
 * content document service (services/content-import-export.ts) the API's content answers come from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describeCounts } from '../../services/content-import-export';
import { type OpsContext, OpsError } from '../context';

export async function contentCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { out?: string; 'dry-run'?: boolean; json?: boolean },
) {
  const [action, ...rest] = positionals;
  switch (action) {
    case 'export': {
      const doc = await ctx.services.contentDocument.export(ctx.now());
      // The export is the document: JSON on stdout, or in FILE with a line to say so.
      const text = `${JSON.stringify(doc, null, 2)}\n`;
      if (values.out) {
        writeFileSync(values.out, text);
        ctx.stderr(`content version ${doc.contentVersion} exported to ${values.out}\n`);
      } else ctx.stdout(text);
      return 0;
    }
    case 'import': {
      const file = rest[0];
      if (!file || rest.length > 1) throw new OpsError('usage: ops content import FILE [--dry-run]', 64);
      let input: unknown;
      try {
        input = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new OpsError(
          `${file}: not readable JSON (${error instanceof Error ? error.message : error}); nothing was changed`,
        );
      }
      const result = await ctx.services.contentDocument.import(input, { dryRun: values['dry-run'] ?? false });
      if (values.json) ctx.stdout(`${JSON.stringify({ ...result, dryRun: values['dry-run'] ?? false }, null, 2)}\n`);
      else if (result.outcome === 'unchanged')
        ctx.stdout(`No changes: the database already holds this content (content version ${result.version}).\n`);
      else if (values['dry-run'])
        ctx.stdout(
          `Dry run: the file is valid and would be imported (${describeCounts(result.counts)}); nothing was changed.\n`,
        );
      else ctx.stdout(`Imported ${describeCounts(result.counts)}; content version is now ${result.version}.\n`);
      return 0;
    }
    case 'activate':
    case 'deactivate': {
      const ids = rest.map((value) => Number(value));
      if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0))
        throw new OpsError(`usage: ops content ${action} <organizationId>...`, 64);
      const result = await ctx.services.contentDocument.setOrganizationsActive(ids, action === 'activate');
      if (values.json) {
        ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
        return 0;
      }
      ctx.stdout(
        result.changed.length === 0
          ? `Nothing changed: already ${action}d (content version ${result.version}).\n`
          : `${action}d: ${result.changed.join('; ')}; content version is now ${result.version}.\n`,
      );
      return 0;
    }
    default:
      throw new OpsError(
        'usage: ops content export [--out FILE] | ops content import FILE [--dry-run] | ops content activate|deactivate <organizationId>...',
        64,
      );
  }
}

import { rspack } from '@rspack/core';

/** The script a remote's standalone page loads first (see federation-runtime-core.mjs). */
export const runtimeCoreScript = 'federation-runtime-core.js';

/** A remote's standalone page: load the federation runtime core before the page's own scripts. */
export class RuntimeCoreScriptPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeCoreScriptPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'RuntimeCoreScriptPlugin',
        (data) => {
          data.headTags.unshift(rspack.HtmlRspackPlugin.createHtmlTagObject('script', { src: runtimeCoreScript }));
          return data;
        },
      );
    });
  }
}

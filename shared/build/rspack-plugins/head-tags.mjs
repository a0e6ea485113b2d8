import { rspack } from '@rspack/core';

/** Puts the given tags first among the page's generated <head> tags. */
export class HeadTagsPlugin {
  constructor(tags) {
    this.tags = tags;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HeadTagsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('HeadTagsPlugin', (data) => {
        const tags = this.tags.map(({ tagName, attributes = {}, innerHTML }) =>
          rspack.HtmlRspackPlugin.createHtmlTagObject(tagName, attributes, innerHTML),
        );
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}

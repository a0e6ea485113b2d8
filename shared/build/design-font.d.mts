export interface HeadTag {
  tagName: string;
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

export function designFont(): {
  source: string;
  url: string;
  fontFaceCss: string;
  preloadLink: string;
  headTags: HeadTag[];
};

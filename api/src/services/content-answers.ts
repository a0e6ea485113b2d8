/**
 * What the API's content routes answer: content rows mapped once (`contentAnswer`), with stored
 * image paths made absolute. The content export (content-import-export.ts) writes the same
 * mapping with the stored paths as they are.
 */
import type {
  CardTypeRow,
  CategoryRow,
  ContentRepository,
  FunIdeaRow,
  OrganizationRow,
  PackageRow,
} from '../repositories/content';

/** Makes a stored image path absolute (the API) or keeps it as stored (the export). */
export type UrlOf = (path: string | null) => string | null;

/** The one mapping of content rows to what the API answers and the export writes. */
export const contentAnswer = {
  cardType: ({ sortOrder: _sortOrder, ...row }: CardTypeRow) => row,
  package: (row: PackageRow) => ({
    id: row.id,
    name: row.name,
    publicFacingName: row.publicFacingName,
    description: row.description,
    tracked: row.tracked,
    cost: row.costCents / 100,
    delivery: row.delivery,
  }),
  category: (row: CategoryRow, url: UrlOf) => ({
    id: row.id,
    sortOrder: row.sortOrder,
    categoryName: row.categoryName,
    descriptiveText: row.descriptiveText,
    imageUrl: url(row.imagePath) ?? '',
    mobileBannerImageUrl: url(row.mobileBannerImagePath),
    bannerImageUrl: url(row.bannerImagePath),
  }),
  organization: (row: OrganizationRow, url: UrlOf) => ({
    id: row.id,
    active: row.active,
    organizationName: row.organizationName,
    organizationImageUrl: url(row.imagePath),
    organizationDescription: row.organizationDescription,
    url: row.url,
    urlText: row.urlText,
    ein: row.ein,
    sample: row.sample,
    tagline: row.tagline,
    image: row.image,
  }),
  funIdea: ({ iconPath, ...row }: FunIdeaRow, url: UrlOf) => ({ ...row, iconUrl: url(iconPath) }),
};

/** The API's content answers, read from the database and mapped once. */
export function contentAnswers(content: ContentRepository, url: UrlOf) {
  return {
    cardTypes: async () => (await content.cardTypes()).map(contentAnswer.cardType),
    packages: async () => (await content.activePackages()).map(contentAnswer.package),
    categories: async () => (await content.categories()).map((row) => contentAnswer.category(row, url)),
    organizations: async () =>
      (await content.organizationsWithCategory()).map(({ organization, category }) => ({
        ...contentAnswer.organization(organization, url),
        organizationType: contentAnswer.category(category, url),
      })),
    faq: () => content.faq(),
    funIdeas: async () => (await content.funIdeas()).map((row) => contentAnswer.funIdea(row, url)),
  };
}

/**
 * The database tables (src/db/schema.ts, drizzle) and the shared zod schemas (the API's contract)
 * are written separately; this test proves they agree, column by column: every column is a field
 * of the contract (under its name or the rename the content mapping does) or is named here as kept
 * by the database only; every field is a column or named as derived; a nullable column is a field
 * that accepts null and a NOT NULL column one that refuses it; the types match; and every text
 * column is unbounded, so no length the contract allows can be cut. Adding a column or a field on
 * one side only fails here.
 */
import { cardTypeSchema } from '@littlegivers/shared/contract/schemas/card-type';
import { faqItemSchema } from '@littlegivers/shared/contract/schemas/faq-item';
import { funIdeaSchema } from '@littlegivers/shared/contract/schemas/fun-idea';
import { orderPayloadSchema } from '@littlegivers/shared/contract/schemas/order';
import { packageSchema } from '@littlegivers/shared/contract/schemas/package';
import { redemptionCategorySchema } from '@littlegivers/shared/contract/schemas/redemption-category';
import { redemptionOrganizationSchema } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cardTypes, categories, faqItems, funIdeas, orders, organizations, packages } from '../src/db/schema';

interface Agreement {
  table: PgTable;
  shape: Record<string, z.core.$ZodType>;
  /** Contract field → column, where the names differ. */
  renamed?: Record<string, string>;
  /** Columns the contract does not carry, with the reason. */
  databaseOnly?: Record<string, string>;
  /** Contract fields that are not columns, with the reason. */
  derived?: Record<string, string>;
}

const agreements: Record<string, Agreement> = {
  cardTypes: {
    table: cardTypes,
    shape: cardTypeSchema.shape,
    databaseOnly: { sortOrder: 'order of the list (the export carries it)' },
  },
  packages: {
    table: packages,
    shape: packageSchema.shape,
    databaseOnly: { costCents: 'the contract has cost in dollars', active: 'only active packages are answered' },
    derived: { cost: 'costCents / 100' },
  },
  categories: {
    table: categories,
    shape: redemptionCategorySchema.shape,
    renamed: {
      imageUrl: 'imagePath',
      mobileBannerImageUrl: 'mobileBannerImagePath',
      bannerImageUrl: 'bannerImagePath',
    },
  },
  organizations: {
    table: organizations,
    shape: redemptionOrganizationSchema.shape,
    renamed: { organizationImageUrl: 'imagePath' },
    databaseOnly: { categoryId: 'answered as organizationType' },
    derived: { organizationType: 'the category row of categoryId' },
  },
  faq: { table: faqItems, shape: faqItemSchema.shape },
  funIdeas: { table: funIdeas, shape: funIdeaSchema.shape, renamed: { iconUrl: 'iconPath' } },
};

const sampleOf: Record<string, unknown> = { string: 'x', number: 1, boolean: true };
const otherTypeOf: Record<string, unknown> = { string: 12345, number: 'x', boolean: 'x' };

describe('drizzle tables and shared zod schemas agree', () => {
  for (const [name, agreement] of Object.entries(agreements)) {
    it(`${name}: same columns, nullability, types; text unbounded`, () => {
      const columns = getTableColumns(agreement.table);
      const renamed = agreement.renamed ?? {};
      const fieldToColumn = Object.fromEntries(
        Object.keys(agreement.shape)
          .filter((field) => !(field in (agreement.derived ?? {})))
          .map((field) => [field, renamed[field] ?? field]),
      );
      // Every field is a column (or derived); every column is a field (or database-only).
      expect(Object.values(fieldToColumn).filter((column) => !(column in columns))).toEqual([]);
      const mapped = new Set(Object.values(fieldToColumn));
      expect(
        Object.keys(columns).filter((column) => !mapped.has(column) && !(column in (agreement.databaseOnly ?? {}))),
      ).toEqual([]);

      for (const [field, columnName] of Object.entries(fieldToColumn)) {
        const column = columns[columnName];
        const schema = agreement.shape[field];
        if (!column || !schema) throw new Error(`${name}.${field}: missing`);
        const where = `${name}.${field} ↔ ${columnName}`;
        // A nullable column is a field that accepts null; a NOT NULL column refuses it.
        expect(z.safeParse(schema, null).success, `${where}: nullability`).toBe(!column.notNull);
        // Same type: the field refuses a value of another type and accepts one of the column's.
        expect(z.safeParse(schema, otherTypeOf[column.dataType]).success, `${where}: type`).toBe(false);
        // An enum column's sample is one of its values (and the field takes every one of them).
        const enumValues = (column as { enumValues?: string[] }).enumValues ?? [];
        for (const value of enumValues) expect(z.safeParse(schema, value).success, `${where}: ${value}`).toBe(true);
        if ((column.dataType === 'string' && enumValues.length === 0) || column.dataType === 'boolean')
          expect(z.safeParse(schema, sampleOf[column.dataType]).success, `${where}: type`).toBe(true);
        if (column.dataType === 'string') expect(column.columnType, `${where}: unbounded text`).toBe('PgText');
      }
    });
  }

  it('orders: every field of the order payload is stored in a column that can hold it', () => {
    const columns = getTableColumns(orders);
    const payload = orderPayloadSchema.shape;
    const stored: Record<string, keyof typeof columns> = {
      fromName: 'fromName',
      recipientName: 'recipientName',
      shippingFirstName: 'shippingFirstName',
      shippingLastName: 'shippingLastName',
      shippingAddress1: 'shippingAddress1',
      shippingAddress2: 'shippingAddress2',
      shippingCity: 'shippingCity',
      shippingState: 'shippingState',
      shippingCountry: 'shippingCountry',
      shippingZip: 'shippingZip',
      package: 'packageId',
      cardType: 'cardTypeId',
      customMessage: 'customMessage',
      cardTemplateId: 'cardTemplateId',
      notifyWhenUsed: 'notifyWhenUsed',
      delivery: 'delivery',
    };
    const notStored: Record<string, string> = {
      purchaseAccount: 'its emailAddress is the email column (checked below)',
      status: 'always prePaymentAuthorization on creation',
      headerFontSize: 'recomputed by the server',
      headerLineHeight: 'recomputed by the server',
      payPalData: 'ignored: the server captures',
      lineItems: 'priced by the server into order_line_items and the *_cents columns',
      total: 'ignored: the server computes it',
      grownUpName: "an e-card's: stored in ecard_deliveries",
      grownUpEmail: "an e-card's: stored in ecard_deliveries",
      sendOn: "an e-card's: stored in ecard_deliveries",
      timeZone: "an e-card's: stored in ecard_deliveries",
    };
    expect(Object.keys(payload).filter((field) => !(field in stored) && !(field in notStored))).toEqual([]);
    for (const [field, columnName] of Object.entries(stored)) {
      const column = columns[columnName];
      const schema = payload[field as keyof typeof payload];
      // A field that may be null (or absent) goes to a nullable column; a required one to NOT NULL.
      const mayBeNull = z.safeParse(schema, null).success;
      expect(mayBeNull, `${field} ↔ ${columnName}: nullability`).toBe(!column.notNull);
      if (column.dataType === 'string') expect(column.columnType, `${columnName}: unbounded text`).toBe('PgText');
    }
    const email = payload.purchaseAccount.shape.emailAddress;
    expect(z.safeParse(email, null).success).toBe(!columns.email.notNull);
    expect(columns.email.columnType).toBe('PgText');
  });
});

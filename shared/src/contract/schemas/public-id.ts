/**
 * The id the API hands out for an order (a gift) and a redemption: a random UUID, so that nobody can
 * count the gifts sold or walk from one to the next. The database's serial ids never leave the API.
 */
import * as z from 'zod/mini';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const publicIdSchema = z.string().check(z.regex(UUID, { error: 'Must be an id given by this API' }));

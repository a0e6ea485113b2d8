/** Where the suite points: `pnpm start` on localhost unless E2E_BASE_URL names another environment. */
export const targetsLocal = !process.env.E2E_BASE_URL;

export const appUrls = {
  shell: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
  api: process.env.E2E_API_URL ?? 'http://localhost:3100/api',
  gift: process.env.E2E_GIFT_URL ?? 'http://localhost:3001',
  redeem: process.env.E2E_REDEEM_URL ?? 'http://localhost:3002',
  content: process.env.E2E_CONTENT_URL ?? 'http://localhost:3003',
  staff: process.env.E2E_STAFF_URL ?? 'http://localhost:3004',
};

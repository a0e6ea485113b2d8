import appList from '@littlegivers/shared/apps.json' with { type: 'json' };

const local = (name: string) => {
  const app = [appList.host, ...appList.remotes, appList.api].find((entry) => entry.name === name);
  return `http://localhost:${app?.port}`;
};

/** Where the suite points: `pnpm start` on localhost unless E2E_BASE_URL names another environment. */
export const targetsLocal = !process.env.E2E_BASE_URL;

export const appUrls = {
  shell: process.env.E2E_BASE_URL ?? local('shell'),
  api: process.env.E2E_API_URL ?? `${local('api')}/api`,
  gift: process.env.E2E_GIFT_URL ?? local('gift-mfe'),
  redeem: process.env.E2E_REDEEM_URL ?? local('redeem-mfe'),
  content: process.env.E2E_CONTENT_URL ?? local('content-mfe'),
  staff: process.env.E2E_STAFF_URL ?? local('staff-mfe'),
};

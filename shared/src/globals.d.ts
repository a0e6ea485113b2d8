/** Set at build time from LG_BUILD_ID (default 'local'): which build of an app is running. */
declare const __LG_BUILD_ID__: string;

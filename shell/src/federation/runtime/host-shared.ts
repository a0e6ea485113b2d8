/**
 * The shell's own, already loaded copies of the singleton libraries, registered with the federation
 * runtime when the first remote is needed: remotes then use these (loaded-first), so the page has
 * one React, one router, one event bus, one zod (the whole curated zod/mini, for the remotes' schemas).
 * Versions come from the build (shared/build/federation.mjs).
 */
import * as bus from '@littlegivers/shared/web/bus';
import * as nanostoresReact from '@nanostores/react';
import * as nanostores from 'nanostores';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import * as zodMini from 'zod/mini';

declare const __LG_HOST_SHARED__: Record<string, { version: string; requiredVersion: string | false }>;

const libs: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router-dom': ReactRouterDom,
  nanostores,
  '@nanostores/react': nanostoresReact,
  '@littlegivers/shared/web/bus': bus,
  'zod/mini': zodMini,
};

export function hostShared() {
  return Object.fromEntries(
    Object.entries(libs).map(([name, lib]) => {
      const { version, requiredVersion } = __LG_HOST_SHARED__[name] ?? { version: '0.0.0', requiredVersion: false };
      return [name, { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion } }];
    }),
  );
}

import type { UserConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import type { Consumer } from '../src/testing/pact/api-pact';

export declare function browserTestConfig(
  name: string,
  test?: InlineConfig,
  options?: { pactConsumer?: Consumer },
): UserConfig;

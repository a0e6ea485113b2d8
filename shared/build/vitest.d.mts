import type { UserConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

export declare function browserTestConfig(
  name: string,
  test?: InlineConfig,
  options?: { pactConsumer?: 'shell' | 'gift-mfe' | 'redeem-mfe' | 'content-mfe' },
): UserConfig;

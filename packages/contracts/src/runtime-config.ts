import { z } from 'zod';
import type { RuntimeConfig } from './runtime-config-defaults.js';

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  offline: z.string(),
  appName: z.string(),
  appFullName: z.string(),
  isSsoAvailable: z.boolean(),
}) satisfies z.ZodType<RuntimeConfig>;

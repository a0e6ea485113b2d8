/**
 * The one form helper: react-hook-form driven by a shared zod schema. Validation runs on
 * submit, then again on every change; the first field in error receives focus.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';

export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}

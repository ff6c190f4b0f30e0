import { z } from 'zod';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const clientInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required' })
    .max(200, { message: 'Name must be at most 200 characters' }),
  email: z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'Please enter a valid email address',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  phone: optionalText(50, 'Phone must be at most 50 characters'),
  notes: optionalText(20_000, 'Notes must be at most 20,000 characters'),
});

/** What the form holds (strings), and what the server stores (empty strings become null). */
export type ClientFormValues = z.input<typeof clientInputSchema>;
export type ClientInput = z.output<typeof clientInputSchema>;

export const clientIdSchema = z.object({ id: z.uuid({ message: 'Client not found' }) });

export interface Client {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

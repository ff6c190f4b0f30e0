import { z } from 'zod';

/** Coach tools are listed per client: a coach works through one client's plans or wheels at a time. */
export const clientToolQuerySchema = z.object({ clientId: z.uuid({ message: 'Client not found' }) });

import { z } from 'zod';
import { pageQuery } from './paging';

/** Coach tools are listed per client, a page at a time: a coach works through one client's plans or wheels at a time. */
export const clientToolQuerySchema = z.object({ ...pageQuery, clientId: z.uuid({ message: 'Client not found' }) });
export type ClientToolQuery = z.output<typeof clientToolQuerySchema>;

/** What other features may use of clients: the hooks, not the screens' internals. */
export { activeClientsQueryOptions, useActiveClients, useClientsForFilter, useCreateClient } from './api/clients';

/** What other features may use of clients: the hooks and the client form, not the screens' internals. */
export {
  activeClientsQueryOptions,
  useActiveClients,
  useClientOverview,
  useClientsForFilter,
  useCreateClient,
} from './api/clients';
export { ClientFormDialog } from './components/client-form-dialog';

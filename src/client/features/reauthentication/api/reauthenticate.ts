import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';

/** Confirms the password for this session; a wrong one throws an ApiError with the server's text. */
export const reauthenticate = (password: string) => callApi(() => api.reauthenticate.$post({ json: { password } }));

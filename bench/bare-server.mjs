// The floor of the stack for `npm run bench` (bench/server-processes.ts): a bare Hono route,
// served by the same @hono/node-server as the app, on PORT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/ping', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });

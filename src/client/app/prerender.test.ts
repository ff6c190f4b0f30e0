import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderer } from '../../../scripts/prerender';

const src = path.resolve(import.meta.dirname, '../..');
/** Bundled and loaded on Node as the build does it (scripts/prerender.ts), once for the file. */
const loadRenderer = prerenderer({
  entry: path.join(src, 'client/app/prerender.tsx'),
  alias: { '@': src },
  define: { __APP_VERSION__: '"test"' },
});
const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('prerendering at build time', () => {
  it('renders a public page and leaves no timer behind to hold the build open', async () => {
    const renderer = await loadRenderer();
    const before = timers();
    const markup = await renderer.page('/login');
    expect(markup).toContain('Sign in');
    expect(renderer.startupScreen()).toContain('Initializing application...');
    expect(timers()).toBe(before);
  });

  it("draws the dashboard's frame for a coach not yet known: the top bar, the heading, the loading state", async () => {
    const renderer = await loadRenderer();
    const before = timers();
    const frame = await renderer.signedInFrame('/dashboard');
    expect(frame).toContain('<nav aria-label="Main"');
    expect(frame).toContain('Coaching Dashboard');
    expect(frame).toContain('Loading dashboard data...');
    // Nothing of a coach: no address, no admin link, no figures; not the start-up screen either.
    expect(frame).not.toContain('@');
    expect(frame).not.toContain('/admin');
    expect(frame).not.toContain('Initializing application...');
    expect(timers()).toBe(before);
  });
});

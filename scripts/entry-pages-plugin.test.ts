import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './entry-pages-plugin';

const page = `<head>
    <link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
    <link rel="modulepreload" crossorigin href="/assets/login-1.js">
  </head>`;

describe("a pre-rendered page's scripts", () => {
  it('wait in an inert template named by the loader; the stylesheet and the /api/me preload stay', () => {
    const html = scriptsAfterFirstPaint(page, { loaderFile: 'assets/after-first-paint-1.js', templateId: 'later' });
    const [head, template] = html.split('<template id="later">');
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(head).toContain('<link rel="preload" href="/api/me"');
    expect(head).toContain('<script defer src="/assets/after-first-paint-1.js"></script>');
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-1.js"></template>\n  </head>',
    );
  });

  it('are required: a page without its entry script is a broken build', () => {
    expect(() => scriptsAfterFirstPaint('<head></head>', { loaderFile: 'x.js', templateId: 'later' })).toThrow(
      /no module script/,
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '@/test/test-app';
import { createApp } from './app';

const t = useTestApp();
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-client-'));
const script = 'console.log("the app");'.repeat(100);
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'assets/app-1234.js'), script);
fs.writeFileSync(path.join(clientDir, 'assets/app-1234.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(clientDir, 'assets/app-1234.js.gz'), zlib.gzipSync(script));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Coach Logbook</title>');
fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.mkdirSync(path.join(clientDir, 'entry-pages'));
const loginPage = '<!doctype html><title>Coach Logbook</title><link rel="modulepreload" href="/assets/login-1.js">';
fs.writeFileSync(path.join(clientDir, 'entry-pages/login.html'), loginPage);
fs.writeFileSync(path.join(clientDir, 'entry-pages/login.html.br'), zlib.brotliCompressSync(loginPage));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const get = (url: string, encoding?: string) =>
  createApp(t().deps, { clientDir }).request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built client', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it('sends gzip, or the plain file, to browsers that do not take Brotli', async () => {
    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a page address with index.html', async () => {
    const response = await get('/dashboard', 'br');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Coach Logbook</title>');
  });

  it('lets browsers keep hashed assets for a year, and check everything else at each use', async () => {
    expect((await get('/assets/app-1234.js', 'br')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/dashboard', '/', '/index.html', '/sw.js', '/favicon.svg']) {
      expect((await get(url, 'br')).headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it("answers an entry page's address with its own copy, which names its chunks, compressed", async () => {
    const response = await get('/login?next=%2Fclients', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(loginPage);
    // Other addresses get index.html itself.
    expect(await (await get('/signup')).text()).not.toContain('modulepreload');
  });
});

import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<CodeSplitting['groups']>[number];

interface FirstPageChunksOptions {
  /** The folder the app's modules are named from (src/client). */
  clientRoot: string;
  /** The app's entry module, relative to clientRoot. */
  entry: string;
  /** Page address → the lazy modules the router loads for it (scripts/entry-pages.json). */
  pages: Record<string, string[]>;
  /**
   * Packages whose index re-exports many independent modules (every icon, every primitive), of
   * which each page takes a few names. The walk does not go through their index, which would make
   * every icon used anywhere look needed by every page; the bundler places what lies behind it by
   * the names each page really uses.
   */
  barrels: string[];
}

const APP = 'app';
const pageName = (page: string) => (page === '/' ? 'landing' : page.slice(1));

/** Every non-empty set of pages, as a chunk name ('landing+login'), the largest sets first. */
function pageSets(names: string[]): string[][] {
  const sets = names.reduce<string[][]>((all, name) => [...all, ...all.map((set) => [...set, name])], [[]]);
  return sets.filter((set) => set.length > 0).sort((a, b) => b.length - a.length);
}

/**
 * Chunks by the first pages that need a module, instead of the bundler's automatic split, which cut
 * /login's code into 25 files, most of 1–3 KB. A browser fetches six files at a time over
 * HTTP/1.1, each after a round trip, so on a phone network the page waited for four or five rounds
 * of requests before it could draw (docs/decisions/023-first-page-chunks.md).
 *
 * The plugin reads the module graph once it is built and follows static imports from the entry and
 * from each first page's modules: a module the entry reaches goes to `app`; one only some first
 * pages reach goes to a chunk named after them (`landing+login`). Route modules keep their own
 * chunks; what lies behind the barrels, and modules only other pages import, are split as before.
 */
export function firstPageChunks({ clientRoot, entry, pages, barrels }: FirstPageChunksOptions): {
  plugin: Plugin;
  groups: Group[];
} {
  const rootOf = new Map<string, string>([[path.join(clientRoot, entry), APP]]);
  for (const [page, modules] of Object.entries(pages)) {
    for (const module of modules) rootOf.set(path.join(clientRoot, module), pageName(page));
  }
  const chunkOf = new Map<string, string>();

  const plugin: Plugin = {
    name: 'first-page-chunks',
    apply: 'build',
    async buildEnd() {
      const barrelIds = new Set<string>();
      for (const barrel of barrels) {
        const resolved = await this.resolve(barrel, path.join(clientRoot, entry));
        if (!resolved) this.error(`first-page-chunks: cannot resolve ${barrel}`);
        barrelIds.add(resolved.id);
      }
      // Each root's static imports, followed to the end: what it loads at once.
      const reachedFrom = new Map<string, Set<string>>();
      for (const [rootId, root] of rootOf) {
        const queue = [rootId];
        const seen = new Set(queue);
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (!reachedFrom.has(id)) reachedFrom.set(id, new Set());
          reachedFrom.get(id)!.add(root);
          if (barrelIds.has(id)) continue;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!seen.has(imported)) {
              seen.add(imported);
              queue.push(imported);
            }
          }
        }
      }
      for (const [id, found] of reachedFrom) {
        if (rootOf.has(id) || barrelIds.has(id) || id.startsWith('\0')) continue;
        chunkOf.set(id, found.has(APP) ? APP : [...found].sort().join('+'));
      }
    },
  };

  // Groups with more pages come first, so a module two pages share is not pulled into the chunk of
  // one of them as a dependency of a module only that page needs.
  const names = [[APP], ...pageSets(Object.keys(pages).map(pageName))].map((set) => set.sort().join('+'));
  const groups = names.map((name, index): Group => ({
    name,
    priority: names.length - index,
    test: (id) => chunkOf.get(id) === name,
  }));
  return { plugin, groups };
}

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
   * Indexes that re-export many independent modules (every icon, every primitive), of which each
   * page takes a few names. The walk does not go through such an index, which would make every icon
   * used anywhere look needed by every page: it goes from a module straight to the modules behind
   * the names that module imports.
   */
  barrels: string[];
  /**
   * Packages kept in a chunk of their own, whichever pages use them. A chunk is evaluated whole, so
   * a page that takes zod from the sign-up page's chunk would also build the sign-up schemas there.
   */
  ownChunks: string[];
}

/** A module's named imports, by the specifier they come from: `import { A, B as C } from 'x'`. */
export function namedImports(code: string): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  for (const [, list, source] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = list!
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean);
    bySource.set(source!, [...(bySource.get(source!) ?? []), ...names]);
  }
  return bySource;
}

/**
 * What each name of a barrel's index stands for, as the index writes it: `export { default as X,
 * default as XIcon } from './icons/x.mjs'` (lucide-react) or `import * as Dialog from
 * "@radix-ui/react-dialog"` (radix-ui).
 */
export function barrelExports(code: string): Map<string, string> {
  const bySource = new Map<string, string>();
  for (const [, list, source] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) bySource.set(name, source!);
    }
  }
  for (const [, name, source] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)) {
    bySource.set(name!, source!);
  }
  return bySource;
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
 * pages reach goes to a chunk named after them (`landing+login`). Through a barrel the walk follows
 * only the names a module imports (ADR 047). Route modules keep their own chunks, the `ownChunks`
 * packages have one each, and modules only other pages import are split as before.
 */
export function firstPageChunks({ clientRoot, entry, pages, barrels, ownChunks }: FirstPageChunksOptions): {
  plugin: Plugin;
  groups: Group[];
} {
  const rootOf = new Map<string, string>([[path.join(clientRoot, entry), APP]]);
  for (const [page, modules] of Object.entries(pages)) {
    for (const module of modules) rootOf.set(path.join(clientRoot, module), pageName(page));
  }
  const chunkOf = new Map<string, string>();
  const packageOf = (id: string) => ownChunks.find((name) => id.includes(`/node_modules/${name}/`));

  const plugin: Plugin = {
    name: 'first-page-chunks',
    apply: 'build',
    async buildEnd() {
      // Barrel index id → (name → the id of the module behind it).
      const barrelIds = new Map<string, Map<string, string>>();
      for (const barrel of barrels) {
        const resolved = await this.resolve(barrel, path.join(clientRoot, entry));
        if (!resolved) this.error(`first-page-chunks: cannot resolve ${barrel}`);
        const behind = new Map<string, string>();
        for (const [name, source] of barrelExports(this.getModuleInfo(resolved.id)?.code ?? '')) {
          const target = await this.resolve(source, resolved.id);
          if (target) behind.set(name, target.id);
        }
        barrelIds.set(resolved.id, behind);
      }
      // A module's imports, with a barrel's index replaced by the modules behind the names it takes.
      const importsCache = new Map<string, string[]>();
      const importsOf = async (id: string) => {
        const cached = importsCache.get(id);
        if (cached) return cached;
        const info = this.getModuleInfo(id);
        const imported = (info?.importedIds ?? []).filter((importedId) => !barrelIds.has(importedId));
        for (const [source, names] of namedImports(info?.code ?? '')) {
          const resolved = await this.resolve(source, id);
          const behind = resolved && barrelIds.get(resolved.id);
          if (!behind) continue;
          for (const name of names) {
            const target = behind.get(name);
            if (!target) this.error(`first-page-chunks: ${id} imports ${name}, which ${source} does not re-export`);
            imported.push(target);
          }
        }
        importsCache.set(id, imported);
        return imported;
      };
      // Each root's static imports, followed to the end: what it loads at once.
      const reachedFrom = new Map<string, Set<string>>();
      for (const [rootId, root] of rootOf) {
        const queue = [rootId];
        const seen = new Set(queue);
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (!reachedFrom.has(id)) reachedFrom.set(id, new Set());
          reachedFrom.get(id)!.add(root);
          for (const imported of await importsOf(id)) {
            if (!seen.has(imported)) {
              seen.add(imported);
              queue.push(imported);
            }
          }
        }
      }
      for (const [id, found] of reachedFrom) {
        if (rootOf.has(id) || barrelIds.has(id) || id.startsWith('\0') || packageOf(id)) continue;
        chunkOf.set(id, found.has(APP) ? APP : [...found].sort().join('+'));
      }
    },
  };

  // Groups with more pages come first, so a module two pages share is not pulled into the chunk of
  // one of them as a dependency of a module only that page needs.
  const names = [[APP], ...pageSets(Object.keys(pages).map(pageName))].map((set) => set.sort().join('+'));
  const groups = [
    ...ownChunks.map((name): Group => ({ name, priority: names.length + 1, test: (id) => packageOf(id) === name })),
    ...names.map((name, index): Group => ({
      name,
      priority: names.length - index,
      test: (id) => chunkOf.get(id) === name,
    })),
  ];
  return { plugin, groups };
}

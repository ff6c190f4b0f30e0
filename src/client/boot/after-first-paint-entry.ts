import { browserSignals, loadAfterFirstPaint } from './after-first-paint';
import { holdFormsUntilTheAppRuns } from './forms-before-the-app';

// Built on its own (scripts/entry-pages-plugin.ts) and named by each pre-rendered page's HTML.
holdFormsUntilTheAppRuns(document);
loadAfterFirstPaint(document, browserSignals);

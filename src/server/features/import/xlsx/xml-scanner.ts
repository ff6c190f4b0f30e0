import { MAX_MARKUP_CHARACTERS, notAWorkbook } from './limits';

/** What a part's reader does with the markup the scanner meets. Names arrive without a prefix. */
export interface XmlEvents {
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Raw text (entities not yet decoded), possibly in pieces; sent only while `capturing` is true. */
  text(raw: string): void;
  capturing: boolean;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/** Where a tag's name ends: at white space, '/' or the end. */
function nameEnd(tag: string) {
  for (let at = 0; at < tag.length; at += 1) {
    const code = tag.charCodeAt(at);
    if (code === 32 || code === 9 || code === 10 || code === 13 || code === 47) return at;
  }
  return tag.length;
}

/**
 * A streaming scanner for the XML of a workbook's parts: elements, attributes, text, comments,
 * CDATA and processing instructions. It never reads a DTD (a part with `<!DOCTYPE` is refused), so
 * no entity can expand or reach outside the file, and it keeps only the markup cut at a chunk's
 * end, never a whole part. About ten times faster than a general SAX parser (saxes, which exceljs
 * uses), which is what made a 25 MB part take seconds.
 */
export class XmlScanner {
  private pending = '';

  constructor(private readonly events: XmlEvents) {}

  write(chunk: string) {
    const text = this.pending ? this.pending + chunk : chunk;
    this.pending = '';
    const end = text.length;
    let at = 0;
    while (at < end) {
      const open = text.indexOf('<', at);
      if (open === -1) {
        if (this.events.capturing) this.events.text(text.slice(at));
        return;
      }
      if (open > at && this.events.capturing) this.events.text(text.slice(at, open));
      const next = this.markup(text, open);
      if (next === -1) {
        this.pending = text.slice(open);
        if (this.pending.length > MAX_MARKUP_CHARACTERS) throw notAWorkbook();
        return;
      }
      at = next;
    }
  }

  /** The part has ended: markup left open means it was cut short. */
  end() {
    if (this.pending.trim() !== '') throw notAWorkbook();
  }

  /** Handles the markup starting at `open`; returns where the text after it starts, or -1 when it is cut. */
  private markup(text: string, open: number): number {
    const kind = text.charCodeAt(open + 1);
    if (Number.isNaN(kind)) return -1;
    if (kind === 47 /* / */) {
      const close = text.indexOf('>', open);
      if (close === -1) return -1;
      this.events.close(localName(text.slice(open + 2, close).trim()));
      return close + 1;
    }
    if (kind === 63 /* ? */) {
      const close = text.indexOf('?>', open + 2);
      return close === -1 ? -1 : close + 2;
    }
    if (kind === 33 /* ! */) return this.declaration(text, open);
    // An element: its end is the first '>' outside a quoted attribute value.
    let quote = 0;
    let at = open + 1;
    for (; at < text.length; at += 1) {
      const code = text.charCodeAt(at);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === 34 || code === 39) {
        quote = code;
      } else if (code === 62 /* > */) {
        break;
      }
    }
    if (at === text.length) return -1;
    const selfClosing = text.charCodeAt(at - 1) === 47;
    const tag = text.slice(open + 1, selfClosing ? at - 1 : at);
    const split = nameEnd(tag);
    const name = localName(tag.slice(0, split));
    this.events.open(name, tag.slice(split), selfClosing);
    if (selfClosing) this.events.close(name);
    return at + 1;
  }

  /** A comment, a CDATA section (its text kept literally) or a DTD, which no workbook part has. */
  private declaration(text: string, open: number): number {
    const head = text.slice(open, open + 9);
    if (head.startsWith('<!--')) {
      const close = text.indexOf('-->', open + 4);
      return close === -1 ? -1 : close + 3;
    }
    if (head === '<![CDATA[') {
      const close = text.indexOf(']]>', open + 9);
      if (close === -1) return -1;
      // Escaped so that decoding the text later leaves it as it was.
      if (this.events.capturing) this.events.text(text.slice(open + 9, close).replaceAll('&', '&amp;'));
      return close + 3;
    }
    if ('<!--'.startsWith(head) || '<![CDATA['.startsWith(head)) return -1;
    throw notAWorkbook();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;

function codePoint(value: number, raw: string) {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : raw;
}

/** Text or an attribute value as it reads: entities decoded, line ends as XML defines them (LF). */
export function decodeXml(raw: string) {
  const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (!text.includes('&')) return text;
  return text.replace(
    ENTITY,
    (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return codePoint(parseInt(hex, 16), whole);
      if (decimal !== undefined) return codePoint(parseInt(decimal, 10), whole);
      return ENTITIES[name!] ?? whole;
    },
  );
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * Calls `visit` with each of a tag's attributes (prefixes kept: `r:id`), values decoded. Written
 * out rather than as a regular expression: a sheet's million cells each have a few.
 */
export function eachAttribute(raw: string, visit: (name: string, value: string) => void) {
  let at = 0;
  for (;;) {
    const equals = raw.indexOf('=', at);
    if (equals === -1) return;
    let start = at;
    while (start < equals && isSpace(raw.charCodeAt(start))) start += 1;
    let end = equals;
    while (end > start && isSpace(raw.charCodeAt(end - 1))) end -= 1;
    let open = equals + 1;
    while (isSpace(raw.charCodeAt(open))) open += 1;
    const quote = raw[open];
    if (quote !== '"' && quote !== "'") return;
    const close = raw.indexOf(quote, open + 1);
    if (close === -1) return;
    const value = raw.slice(open + 1, close);
    visit(raw.slice(start, end), value.includes('&') ? decodeXml(value) : value);
    at = close + 1;
  }
}

/** A tag's attributes by name, for the parts read once (the index, the number formats). */
export function attributesOf(raw: string): Record<string, string> {
  const found: Record<string, string> = {};
  eachAttribute(raw, (name, value) => (found[name] = value));
  return found;
}

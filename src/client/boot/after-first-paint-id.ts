/** The template a pre-rendered page's scripts wait in (ADR 049); the build writes it, the loader reads it. */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';

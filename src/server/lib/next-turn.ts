/**
 * Waits for the event loop's next turn, so that requests waiting behind long work are answered.
 * A resolved query does not give that turn: its continuation runs as a microtask, and on PGlite
 * (a database on the server's own thread) queries run back to back without one.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

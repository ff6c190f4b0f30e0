/** The server's calendar date in UTC, for callers that do not say what day it is where they are. */
export const serverToday = () => new Date().toISOString().slice(0, 10);

/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters for the widest table. */
export const INSERT_CHUNK = 1000;

export async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

/**
 * The arrays and objects a JSON text opens, counted outside its strings in one pass without
 * parsing it. A backup's size cap (10 MB) does not bound what parsing builds: nine megabytes of
 * `[],` become three million arrays, more than a worker thread's heap, and a thread that runs out
 * of heap can take its process with it while it is torn down (Node 20). So the count is checked
 * before `JSON.parse`.
 */
export function countJsonContainers(text: string, stopAfter: number) {
  let count = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      count += 1;
      if (count > stopAfter) return count;
    }
  }
  return count;
}

/** Hands text to the browser as a file download; the object URL is released once the click is handled. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // A byte-order mark lets spreadsheet programs read the names' accents as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands a downloaded file to the browser's Save: a temporary link to the bytes, clicked once. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

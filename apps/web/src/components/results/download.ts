/** Saves text as a file through a temporary link (client-side downloads, spec section 7). */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const downloadJson = (fileName: string, value: unknown) => downloadText(fileName, JSON.stringify(value, null, 2), "application/json");

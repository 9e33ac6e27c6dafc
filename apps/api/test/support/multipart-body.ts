/** Test-only: an upload's body as a browser's FormData sends it. */

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** The fields in order, then the file (if any) in the part named `fileField`. */
export async function multipartBody(
  fields: ReadonlyArray<[string, string]>,
  file?: { name: string; content: Buffer | string },
  fileField = 'file',
): Promise<MultipartBody> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  if (file) form.append(fileField, new Blob([file.content]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

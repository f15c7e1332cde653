/**
 * base64url, and the sandbox's `#case=` link for a CLI case (documented on /sandbox/format/). Kept
 * apart from shareLink.ts, with no imports, so a live board can link to the sandbox without
 * loading the sandbox's code.
 */
export class LinkError extends Error {
  override name = 'LinkError';
}

export function toBase64url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new LinkError('the link holds characters that base64url does not use');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let bin: string;
  try {
    bin = atob(b64);
  } catch {
    throw new LinkError('the link is not valid base64url (it may have been cut short)');
  }
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A `#case=` link for a CLI case: base64url of its JSON, not compressed, so a script can make one. */
export function caseLink(input: object): string {
  return `#case=${toBase64url(new TextEncoder().encode(JSON.stringify(input)))}`;
}

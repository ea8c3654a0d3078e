/**
 * Encrypts small secrets kept in the database (two-factor keys) with AES-256-GCM: a copy of the database alone
 * does not give them away. The key is derived from the server's signing secret (tokens.ts `deriveKey`).
 */
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** `iv.ciphertext`, both base64. */
export async function seal(key: CryptoKey, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(text));
  return `${b64(iv)}.${b64(new Uint8Array(data))}`;
}

/** The text sealed with this key; throws when it was sealed with another key or changed since. */
export async function unseal(key: CryptoKey, sealed: string): Promise<string> {
  const [iv, data] = sealed.split(".");
  const text = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(iv) }, key, unb64(data));
  return new TextDecoder().decode(text);
}

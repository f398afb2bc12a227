// The public API, as any client calls it, in the referee's language.

/** GET or POST ``path``; answers {status, json} for every HTTP answer (a problem is JSON too). */
export async function call(path, lang, body) {
  const init = { headers: { "Accept-Language": lang, Accept: "application/json" } };
  if (body !== undefined) {
    init.method = "POST";
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const answer = await fetch(path, init);
  const text = await answer.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { title: `HTTP ${answer.status}`, detail: text };
  }
  return { status: answer.status, json };
}

/** The base64url (RFC 4648 §5, no padding) of a string's UTF-8 bytes. */
export function toBase64Url(text) {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(encoded) {
  const base64 = encoded.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

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

/** The base64url (RFC 4648 §5, no padding) of bytes, or of a string's UTF-8 bytes. */
export function toBase64Url(data) {
  let binary = "";
  for (const byte of typeof data === "string" ? new TextEncoder().encode(data) : data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes a base64url string stands for. */
export function bytesFromBase64Url(encoded) {
  const base64 = encoded.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** A string's UTF-8 bytes compressed as raw DEFLATE (RFC 1951), by the browser's CompressionStream. */
export async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The string that raw DEFLATE ``bytes`` hold (DecompressionStream). */
export async function inflate(bytes) {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"))).text();
}

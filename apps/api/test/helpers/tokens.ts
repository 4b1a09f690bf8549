/**
 * Edits the claims or header of a real token, the way an attacker (or a clock) would. The
 * emulator's tokens are unsigned (alg "none"), so an edited one is still well formed.
 */

type Json = Record<string, unknown>;

const encode = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (segment: string | undefined): Json =>
  JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as Json;

function tokenParts(token: string): { header: Json; claims: Json; signature: string } {
  const [header, claims, signature = ''] = token.split('.');
  return { header: decode(header), claims: decode(claims), signature };
}

export function rewriteToken(
  token: string,
  change: { header?: Json; claims?: Json; signature?: string },
): string {
  const parts = tokenParts(token);
  return [
    encode({ ...parts.header, ...change.header }),
    encode({ ...parts.claims, ...change.claims }),
    change.signature ?? parts.signature,
  ].join('.');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

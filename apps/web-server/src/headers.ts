import type { WebServerConfig } from './config.js';

/**
 * The security headers of every response (decision 0085). The same list is written for Firebase
 * Hosting in firebase.hosting.json; a test keeps the two the same.
 */

/**
 * Google's script host: the Firebase SDK's popup and redirect sign-in load its gapi loader
 * (https://apis.google.com/js/api.js). The one script origin besides our own.
 */
const GOOGLE_SCRIPT_ORIGIN = 'https://apis.google.com';

/** Firebase Auth's REST hosts the web SDK calls (sign-in, token refresh). */
const FIREBASE_AUTH_API_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

function contentSecurityPolicy(
  config: Pick<WebServerConfig, 'apiOrigin' | 'authDomain' | 'authEmulatorOrigin'>,
): string {
  const authFrame = `https://${config.authDomain}`;
  const emulator = config.authEmulatorOrigin === null ? [] : [config.authEmulatorOrigin];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No inline script anywhere: an injected <script> or on* attribute does not run.
    ['script-src', ["'self'", GOOGLE_SCRIPT_ORIGIN]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", config.apiOrigin, ...FIREBASE_AUTH_API_ORIGINS, ...emulator]],
    // Firebase's popup and redirect sign-in use a hidden helper frame on the auth domain.
    ['frame-src', [authFrame, ...emulator]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

export function securityHeaders(config: WebServerConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Google's sign-in popup must be able to report back to the page that opened it.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

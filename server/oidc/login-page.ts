/**
 * The provider's pages: sign-in, sign-up, sign-out and error. Plain server-rendered HTML with one
 * same-origin stylesheet and (sign-out only) one same-origin script, so they work under a CSP without
 * 'unsafe-inline'. Every value printed into the HTML goes through `escapeHtml`.
 */

export const ASSET_PATHS = {
  stylesheet: '/oidc/assets/login.css',
  logoutScript: '/oidc/assets/logout.js',
} as const;

export const LOGIN_TEXTS = {
  signInTitle: 'Sign in',
  signUpTitle: 'Create your account',
  email: 'Email',
  password: 'Password',
  fullName: 'Full name',
  signIn: 'Sign in',
  signUp: 'Sign up',
  wrongPassword: 'Wrong email or password.',
  toSignUp: 'No account yet? Sign up',
  toSignIn: 'Already have an account? Sign in',
} as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function page(title: string, body: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#1c7ed6" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="#242424" media="(prefers-color-scheme: dark)">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${ASSET_PATHS.stylesheet}">
${script ? `<script src="${escapeHtml(script)}" defer></script>` : ''}
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  mode: 'login' | 'signup';
  /** Where the form posts. */
  action: string;
  /** Link to the other form (sign-in ⇄ sign-up) of the same interaction. */
  switchUrl: string;
  email?: string;
  fullName?: string;
  /** A message shown above the form (wrong password, taken e-mail…). */
  error?: string;
  /** Field messages of the sign-up form, by field name. */
  fieldErrors?: Partial<Record<'fullName' | 'email' | 'password', string>>;
  /** The password rules, under the sign-up password field. */
  passwordHint?: string;
}

function field(
  name: 'fullName' | 'email' | 'password',
  label: string,
  type: string,
  autocomplete: string,
  value: string,
  error: string | undefined,
  hint?: string,
): string {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const valueAttr = type === 'password' ? '' : ` value="${escapeHtml(value)}"`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${valueAttr}${
    error ? ' aria-invalid="true"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${hint ? `<p class="hint" id="${hintId}">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function renderLoginPage(options: LoginPageOptions): string {
  const isSignup = options.mode === 'signup';
  const title = isSignup ? LOGIN_TEXTS.signUpTitle : LOGIN_TEXTS.signInTitle;
  const fe = options.fieldErrors ?? {};
  const fields = [
    isSignup ? field('fullName', LOGIN_TEXTS.fullName, 'text', 'name', options.fullName ?? '', fe.fullName) : '',
    field('email', LOGIN_TEXTS.email, 'email', isSignup ? 'email' : 'username', options.email ?? '', fe.email),
    field(
      'password',
      LOGIN_TEXTS.password,
      'password',
      isSignup ? 'new-password' : 'current-password',
      '',
      fe.password,
      isSignup ? options.passwordHint : undefined,
    ),
  ].join('\n');
  const body = `<h1>${escapeHtml(title)}</h1>
${options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${fields}
<button type="submit">${escapeHtml(isSignup ? LOGIN_TEXTS.signUp : LOGIN_TEXTS.signIn)}</button>
</form>
<p class="switch"><a href="${escapeHtml(options.switchUrl)}">${escapeHtml(
    isSignup ? LOGIN_TEXTS.toSignIn : LOGIN_TEXTS.toSignUp,
  )}</a></p>`;
  return page(title, body);
}

export function renderSignedOut(options: { title: string; form?: string; script?: string; homeUrl?: string }): string {
  const body = options.form
    ? `<h1>${escapeHtml(options.title)}</h1>
${options.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`
    : `<h1>${escapeHtml(options.title)}</h1>
<p><a href="${escapeHtml(options.homeUrl ?? '/')}">Back to the console</a></p>`;
  return page(options.title, body, options.script);
}

export function renderProviderError(out: Record<string, unknown>, homeUrl: string): string {
  const details = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
    .join('\n');
  return page(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
${details}
<p><a href="${escapeHtml(homeUrl)}">Back to the console</a></p>`,
  );
}

export function renderInteractionExpired(homeUrl: string): string {
  return page(
    'Sign-in expired',
    `<h1>This sign-in has expired</h1>
<p>Start again from the console.</p>
<p><a href="${escapeHtml(homeUrl)}">Back to the console</a></p>`,
  );
}

/**
 * The sign-in pages follow the system's colour scheme (issue 26 §5), like the console before a choice in its
 * user menu: one set of colours per scheme, each with AA contrast for its text.
 */
export const LOGIN_CSS = `*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light dark;--page:#f1f3f5;--card:#fff;--text:#212529;--muted:#495057;--border:#ced4da;
--error:#c92a2a;--error-border:#e03131;--alert-bg:#fff5f5;--alert-border:#ffc9c9;--link:#1971c2;
--button:#1971c2;--button-hover:#1864ab;--focus:#1c7ed6;--shadow:rgba(0,0,0,.12)}
@media (prefers-color-scheme:dark){:root{--page:#1f1f1f;--card:#2e2e2e;--text:#c9c9c9;--muted:#adb5bd;--border:#5c5c5c;
--error:#ffa8a8;--error-border:#ff8787;--alert-bg:#3d2020;--alert-border:#8d1d1d;--link:#74c0fc;
--button:#1971c2;--button-hover:#1864ab;--focus:#4dabf7;--shadow:rgba(0,0,0,.5)}}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:var(--page);
font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--text);padding:32px 12px}
.card{width:100%;max-width:400px;background:var(--card);border-radius:8px;box-shadow:0 1px 3px var(--shadow);padding:24px}
h1{font-size:1.5rem;margin:0 0 16px}
.field{margin-bottom:14px}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:4px}
input{width:100%;font:inherit;padding:8px 10px;border:1px solid var(--border);border-radius:4px;background:var(--card);color:var(--text)}
input:focus{outline:2px solid var(--focus);outline-offset:1px}
input[aria-invalid=true]{border-color:var(--error-border)}
.field-error{color:var(--error);font-size:.85rem;margin:4px 0 0}
.hint{color:var(--muted);font-size:.8rem;margin:4px 0 0}
.alert{background:var(--alert-bg);color:var(--error);border:1px solid var(--alert-border);border-radius:4px;padding:8px 10px}
button{width:100%;font:inherit;font-weight:600;padding:10px;border:0;border-radius:4px;background:var(--button);color:#fff;cursor:pointer}
button:hover{background:var(--button-hover)}
.switch{text-align:center;margin:16px 0 0}
a{color:var(--link)}
`;

/** Submits the sign-out form at once: the app's Log Out needs no confirmation click. */
export const LOGOUT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`;

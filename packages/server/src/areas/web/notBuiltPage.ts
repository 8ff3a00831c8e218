// The error page served at `/` when the web app's build is missing: says what is wrong and how to fix it.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function notBuiltPage(webDir: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Courier: the web app is not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app is not built</h1>
<p>This Courier server is running and its API answers under <code>/api</code>, but there is no web app
build in <code>${escapeHtml(webDir)}</code>.</p>
<p>Build it and reload this page:</p>
<pre>npm run build -w @courier/web</pre>
<p>or start everything with <code>npm start</code>, which builds the web app first. To serve a build
from another folder, set <code>COURIER_WEB_DIR</code>.</p>
</body>
</html>
`;
}

/** NGINX_PORT defaults to PORT + 1; needs nginx and brotli_static (scripts/ensure-test-tools.sh). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = Number(process.env['NGINX_PORT'] ?? Number(process.env['PORT'] ?? 4321) + 1);
const prefix = mkdtempSync(join(tmpdir(), 'hypno-nginx-'));
const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;

// The same http-level settings as Debian's /etc/nginx/nginx.conf, with everything private
// to this run kept under a temporary prefix. As root, workers would run as "nobody", who
// may not be able to read a checkout under /root.
const config = `
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
worker_processes auto;
${process.getuid?.() === 0 ? 'user root;' : ''}
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${resolve('src/serving/nginx/site-http-rules.conf')};
    server {
        listen 127.0.0.1:${port};
        root ${resolve('dist')};
        include ${resolve('src/serving/nginx/site-rules.conf')};
    }
}
`;
writeFileSync(join(prefix, 'nginx.conf'), config);
// Debian's modules-enabled/*.conf load "modules/…" relative to the prefix.
symlinkSync('/usr/lib/nginx/modules', join(prefix, 'modules'));

const nginx = spawn(
  process.env['NGINX_PATH'] ?? '/usr/sbin/nginx',
  ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')],
  {
    stdio: 'inherit',
  },
);
console.log(`nginx serving dist/ at http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});

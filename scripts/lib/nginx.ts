/**
 * The load balancer of the production setup (docs/decisions/0014): nginx in front of the site's
 * instances, spreading requests over them, retrying an idempotent request on another instance when
 * one is down, and keeping public pages for a few seconds (a micro-cache: editors' changes show
 * within that time, signed-in and per-person pages are never kept).
 */
import fs from 'node:fs'
import os from 'node:os'

export const NGINX_CANDIDATES = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].filter((p): p is string => !!p)

export function nginxBinary(): string | null {
  return NGINX_CANDIDATES.find((p) => fs.existsSync(p)) ?? null
}

export function nginxConfig({ prefix, listen, upstreams, cacheSeconds = 5 }: { prefix: string; listen: number; upstreams: number[]; cacheSeconds?: number }): string {
  const proxied = `
      proxy_pass http://milepost;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # Another instance answers when one is down or restarting; writes are never sent twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;`
  // Started by root (a container, CI), nginx's workers would drop to "nobody", who cannot read
  // the private folders its files live in: they keep the starting user instead.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''
  return `${user}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy_temp;
  fastcgi_temp_path ${prefix}/fastcgi_temp;
  uwsgi_temp_path ${prefix}/uwsgi_temp;
  scgi_temp_path ${prefix}/scgi_temp;
  client_max_body_size 2m;
  server_tokens off;
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain;

  upstream milepost {
    least_conn;
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 64;
    # Shorter than the instances' keep-alive (5 s): nginx never reuses a connection they are closing.
    keepalive_timeout 4s;
  }

  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=pages:32m max_size=512m inactive=1m use_temp_path=off;
  # Only what the site itself calls public is kept: never a private, no-store or cookie-setting answer.
  map $upstream_http_cache_control $not_public {
    default 1;
    "~*(private|no-store|no-cache)" 1;
    "~*s-maxage" 0;
  }
  # The root path answers by the visitor's language (cookie, then Accept-Language).
  map $uri $language_key {
    default "";
    "/" "$cookie_i18n_redirected|$http_accept_language";
  }

  server {
    listen 127.0.0.1:${listen} reuseport;

    location / {${proxied}
      proxy_cache pages;
      proxy_cache_methods GET HEAD;
      proxy_cache_key "$request_method|$host|$request_uri|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$language_key";
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 308 404 ${cacheSeconds}s;
      proxy_no_cache $not_public $http_authorization;
      proxy_cache_bypass $http_authorization;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      add_header X-Cache $upstream_cache_status always;
    }

    # The root path answers by language, and a first visit sets the detection cookie. The key holds
    # that cookie and Accept-Language, so the answer (and the cookie it sets) is the same for everyone
    # with the same key, and can be kept like any public page.
    location = / {${proxied}
      proxy_cache pages;
      proxy_cache_key "$request_method|$host|$request_uri|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$language_key";
      proxy_ignore_headers Cache-Control Expires Set-Cookie Vary;
      proxy_cache_valid 200 307 ${cacheSeconds}s;
      proxy_no_cache $not_public $http_authorization;
      proxy_cache_bypass $http_authorization;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      add_header X-Cache $upstream_cache_status always;
    }

    # APIs, the admin and its REST API: never cached here. Editors' media uploads reach 20 MB; the
    # instances hold every path to its own limit (src/lib/http/body-limits.ts).
    location ~ "^/([a-z]{2}(-[a-z]{2})?/)?(actions|app-api|api|admin)(/|$)" {${proxied}
      client_max_body_size 21m;
    }

    location /_next/static/ {${proxied}
      proxy_cache pages;
      proxy_cache_valid 200 1h;
    }
  }
}
`
}

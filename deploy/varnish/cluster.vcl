vcl 4.1;

# The edge of the cluster (npm run start:cluster, docker-compose.yml): one entry for readers that
# balances across the site instances, and the CMS's own origin (admin, /cms-api), balanced across
# the CMS instances. A template: scripts/lib/cluster/varnishConfig.ts (or the compose service's
# sed) fills in every {{…}}; surrogate-keys.vcl is looked up in varnishd's vcl_path.

import directors;
import std;

include "surrogate-keys.vcl";

# Cheap answers that still go through each app: the site's robots.txt is rendered by Next on every
# request without the CMS; the CMS's /health checks its database. A backend is taken out after two
# failed probes out of three, a second apart, and starts healthy.
probe site_health {
  .url = "/robots.txt";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

probe cms_health {
  .url = "/health";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

backend site_1 { .host = "{{SITE_1_HOST}}"; .port = "{{SITE_1_PORT}}"; .probe = site_health; }
backend site_2 { .host = "{{SITE_2_HOST}}"; .port = "{{SITE_2_PORT}}"; .probe = site_health; }
backend cms_1 { .host = "{{CMS_1_HOST}}"; .port = "{{CMS_1_PORT}}"; .probe = cms_health; }
backend cms_2 { .host = "{{CMS_2_HOST}}"; .port = "{{CMS_2_PORT}}"; .probe = cms_health; }

# The site instances. A no-JavaScript form post reaches the CMS through the site, whose call comes
# here on the CMS's socket carrying the reader it acts for as its last X-Forwarded-For hop.
acl site_instances {
  "{{SITE_1_HOST}}";
  "{{SITE_2_HOST}}";
}

sub vcl_init {
  new sites = directors.round_robin();
  sites.add_backend(site_1);
  sites.add_backend(site_2);
  new cmses = directors.round_robin();
  cmses.add_backend(cms_1);
  cmses.add_backend(cms_2);
}

sub vcl_recv {
  call surrogate_keys_recv;

  # The CMS believes the last X-Forwarded-For hop from a trusted proxy (TRUSTED_PROXIES): it must be
  # the address that connected here, never one a client wrote. Varnish has appended that address to
  # whatever came; keep only it. A site instance's call on the CMS's socket is the exception: the
  # hop before Varnish's is the one the site wrote, the reader (else every reader's form post would
  # spend one budget, the site's).
  if (local.socket == "cms" && client.ip ~ site_instances && req.http.X-Forwarded-For ~ ",") {
    set req.http.X-Forwarded-For = regsub(req.http.X-Forwarded-For, "^(.*,)?\s*([^,\s]+)\s*,[^,]*$", "\2");
  } else {
    set req.http.X-Forwarded-For = client.ip;
  }
  unset req.http.X-Real-IP;

  # A dot segment or a backslash in a path is never a browser's (it resolves them before asking):
  # `/api/../admin` would be routed here as /api and resolved by the CMS as /admin.
  if (regsub(req.url, "\?.*$", "") ~ "(?i)(\\|(^|/|%2f|%5c)(\.|%2e){1,2}(/|%2f|%5c|$))") {
    return (synth(400, "This address is not accepted"));
  }

  if (local.socket == "cms") {
    # The CMS's origin: the admin, /cms-api, editors' calls and the sites' own reads. Never cached.
    set req.backend_hint = cmses.backend();
    return (pass);
  }

  # The site's rules (frontend/src/proxy.ts): any path containing /performance goes home, even
  # under /api; the documented /api and uploaded media are the CMS's, served by a CMS instance
  # straight away rather than through a site instance.
  if (std.tolower(req.url) !~ "/performance" && req.url ~ "^/(api(/|\?|$)|cms-api/media/file/)") {
    set req.backend_hint = cmses.backend();
  } else {
    set req.backend_hint = sites.backend();
  }
  # The social web's requests (shared/src/federation/addresses.ts: FEDERATION_ONLY_PATHS whatever
  # they accept, an article's address asked for as ActivityStreams JSON), which the site hands to
  # the CMS: never stored, and never answered with the page stored at the same address (a page
  # varies on no Accept). Like that file, the article's path is matched without its query.
  if (req.url ~ "^\/(\.well-known\/(webfinger|nodeinfo)|nodeinfo\/|ap\/)" ||
      (regsub(req.url, "\?.*$", "") ~ "(?i)^\/articles\/[a-z0-9-]+$" &&
       req.http.Accept ~ "(?i)(^|,)\s*(application/activity\+json|application/ld\+json[^,]*activitystreams)")) {
    return (pass);
  }
  # A preview (Next's draft-mode cookie or the preview token's, frontend/src/app/internal/preview)
  # is never answered from the cache, even if a later change strips readers' cookies.
  if (req.http.Cookie ~ "(^|;\s*)(__prerender_bypass|blockwise-preview)=") {
    return (pass);
  }
}

sub vcl_backend_response {
  call surrogate_keys_backend_response;
  # A site page is received whole before it is sent on. Streamed, a page whose instance was killed
  # after its first bytes could only be cut off, leaving the reader a broken page and a dropped
  # connection; received whole, a failed fetch is an error page the reader can reload.
  if (beresp.backend == site_1 || beresp.backend == site_2) {
    set beresp.do_stream = false;
  }
}

sub vcl_backend_error {
  # A request that found its instance gone (killed, not yet marked sick by the probes) is tried
  # once more, on the next instance. Only reads: a write may have reached the dead instance.
  if (bereq.retries == 0 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
}

sub vcl_deliver {
  call surrogate_keys_deliver;
}

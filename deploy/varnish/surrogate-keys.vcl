# Surrogate keys for Varnish: purge by key, TTL from Surrogate-Control, keys hidden from readers.
#
# A VCL 4.1 fragment, meant to be `include`d by a full VCL (after its `vcl 4.1;` line) that calls:
#   surrogate_keys_recv              at the top of vcl_recv
#   surrogate_keys_backend_response  in vcl_backend_response
#   surrogate_keys_deliver           in vcl_deliver
#
# The site and the CMS tag every cacheable answer with `Surrogate-Key: key1 key2 ...` (see
# shared/src/surrogateKeys.ts). The CMS purges with `PURGE /` and `Surrogate-Key: keys to purge`
# (EDGE_PURGE_ADAPTER=varnish): every stored object tagged with any of them is banned. The bans
# only test obj.http.*, so Varnish's ban lurker removes the objects in the background and the
# ban list stays short. Built-in Varnish only, apart from vmod std, which ships with it.

import std;

# Who may purge: the CMS reaches Varnish over loopback. Add the CMS's addresses when it runs on
# another machine.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub surrogate_keys_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    # Keys are tokens of letters, digits, '.', '_', ':' and '-', separated by spaces: nothing
    # that could change the meaning of the ban expression built from them.
    set req.http.X-Purge-Keys = regsub(regsuball(req.http.Surrogate-Key, "\s+", " "), "^ | $", "");
    if (req.http.X-Purge-Keys !~ "^[A-Za-z0-9._:-]+( [A-Za-z0-9._:-]+)*$") {
      return (synth(400, "A PURGE needs a Surrogate-Key header naming the keys to purge"));
    }
    # One ban for all the keys: a whole key of the object's list, whichever place it holds.
    if (!std.ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" +
        regsuball(req.http.X-Purge-Keys, " ", "|") + ")([[:space:]]|$)")) {
      return (synth(500, std.ban_error()));
    }
    return (synth(200, "Purged"));
  }
}

sub surrogate_keys_backend_response {
  # An editor's, a reader's own or a cookie-setting answer is never shared.
  if (beresp.http.Set-Cookie ||
      beresp.http.Cache-Control ~ "(?i)(private|no-store)" ||
      beresp.http.Surrogate-Control ~ "(?i)no-store") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # An answer no purge can reach is kept a few seconds at most, grace included: only what can
  # never change (a build's hashed files, marked immutable) may stay longer without keys.
  if (!beresp.http.Surrogate-Key && beresp.http.Cache-Control !~ "(?i)immutable") {
    if (beresp.ttl > 5s) {
      set beresp.ttl = 5s;
    }
    set beresp.grace = 0s;
    return (deliver);
  }
  # The edge's lifetime: Surrogate-Control's max-age (meant for us), else Cache-Control's
  # s-maxage, as Varnish already computed it.
  if (beresp.http.Surrogate-Control ~ "(?i)(^|[,[:space:]])max-age=[0-9]+") {
    set beresp.ttl = std.duration(
      regsub(beresp.http.Surrogate-Control, "(?i)^.*max-age=([0-9]+).*$", "\1s"), 0s);
  }
  # A stored copy past its TTL may still be served for a minute while a fresh one is fetched. A
  # purge removes the object itself, grace and all.
  set beresp.grace = 1m;
}

sub surrogate_keys_deliver {
  # Like Fastly: the keys and the edge's own lifetime are for the edge, not for the reader.
  unset resp.http.Surrogate-Key;
  unset resp.http.Surrogate-Control;
  unset resp.http.Cache-Tag;
}

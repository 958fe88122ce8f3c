// The receivers: plain node:http servers on loopback that answer 200 at once and note when each
// delivery arrived. They verify nothing, so that their cost stays out of the figures.
import http from 'node:http';

/** One receiver per endpoint; `arrivals` maps `<receiver>:<webhook-id>` to its arrival times (ms). */
export async function startReceivers(count) {
  const arrivals = new Map();
  let total = 0;
  const servers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const server = http.createServer((req, res) => {
        const at = Date.now();
        const key = `${index}:${req.headers['webhook-id'] ?? req.headers['x-service-delivery']}`;
        req.resume();
        req.on('end', () => {
          const seen = arrivals.get(key);
          if (seen) seen.push(at);
          else arrivals.set(key, [at]);
          total++;
          res.writeHead(200, { 'content-length': '0' }).end();
        });
      });
      server.keepAliveTimeout = 60_000;
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  return {
    urls: servers.map((s) => `http://127.0.0.1:${s.address().port}/hook`),
    arrivals,
    /** Requests answered so far, duplicates included. */
    count: () => total,
    close: () =>
      Promise.all(servers.map((s) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve))))),
  };
}

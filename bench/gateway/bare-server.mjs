// The baseline: one primary-key SELECT behind a bare Express 5 route, with no auth, logging or envelope.
import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
// The gateway turns these off too; keeping them would charge the baseline for work the gateway skips.
app.disable('x-powered-by');
app.set('etag', false);

app.get('/proposals/:id', async (req, res) => {
  const { rows } = await pool.query('SELECT * FROM proposals WHERE id = $1', [req.params.id]);
  if (rows.length === 0) return void res.status(404).json({ error: 'not_found' });
  res.json({ data: rows[0] });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool.end();
});

// The floor the catalogue benchmark measures Bazar against: a bare Fastify + pg server that
// answers one indexed lookup (a product by its primary key) on the same database. Whatever Bazar
// spends above this is Bazar's own: routing, validation, queries, rendering.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/floor/:id', async (request) => {
  const { rows } = await pool.query('select id, slug, title, price from products where id = $1', [
    Number(request.params.id),
  ]);
  return rows[0] ?? null;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});

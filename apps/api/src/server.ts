import closeWithGrace from 'close-with-grace';
import { bootstrap, buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp({ config });

// On SIGTERM/SIGINT: stop accepting, finish what is in flight (10 s at most), close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

try {
  await app.ready();
  if (config.seedDemoData) app.log.info('demo data: loading what is missing (the first start draws the catalogue)');
  await bootstrap(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: app.database.kind, redis: Boolean(config.redisUrl), mail: app.mailer.kind },
    'Pazaryeri is running',
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
